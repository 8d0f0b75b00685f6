import en, { type FeatureCatalogue } from './en.js';

/** British English: the feature screens' English messages (their wording has no British variant yet). */
const enGB: FeatureCatalogue = { ...en };

export default enGB;
