import { useEffect, useState } from 'react';
import { api } from '../../api/index.js';
import { appLogoCallPath, isOwnAppLogoAddress } from './app-logo-address.js';

/**
 * What an <img> shows for an app's logo: a logo hosted elsewhere as it is;
 * the server's own logo fetched with the token in the header and shown from a
 * blob URL, '' while it loads or when it could not be had (the caller then
 * draws the monogram).
 */
export function useAppLogoSource(logourl: string): string {
  const own = isOwnAppLogoAddress(logourl);
  const [blobUrl, setBlobUrl] = useState('');
  useEffect(() => {
    if (!own) return;
    let objectUrl = '';
    let cancelled = false;
    api
      .download(appLogoCallPath(logourl), {}, { callerHandlesErrors: true })
      .then((file) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(file);
        setBlobUrl(objectUrl);
      })
      .catch(() => {
        if (!cancelled) setBlobUrl('');
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setBlobUrl('');
    };
  }, [own, logourl]);
  return own ? blobUrl : logourl;
}
