import recordDetailPtBR from '../../features/record-detail/messages/pt-BR.js';
import type { FeatureCatalogue } from './en.js';
import pt from './pt.js';

/** Brazilian Portuguese messages of the feature screens: European Portuguese where the wording is shared. */
const ptBR: FeatureCatalogue = {
  ...pt,
  ...recordDetailPtBR,
};

export default ptBR;
