import en, { type Catalogue } from './en.js';

/** British English: the English catalogue with British spelling where it differs. */
const enGB: Catalogue = {
  ...en,
  'fieldWidget.map.pinCentre': "Pin at the map's centre",
  'profile.info.organisation': 'Organisation',
  'api.networkFailed': 'The server cannot be reached. Check your connection and try again.',
  'route.pendingDetail': 'It is part of Vela and will arrive in a later release.',
};

export default enGB;
