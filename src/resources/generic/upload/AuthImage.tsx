import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { authorisedFetch } from '../../../providers/httpClient';

const DIRECT = /^(https?:\/\/|data:image\/(png|gif|jpeg|bmp|x-icon);)/i;

/** An image field holds the id of its upload (the server's pointer), or a URL. */
export function imageSource(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return `/api/uploads/${value}`;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * An image the API serves behind the bearer token (GET /api/uploads/{id}, /api/images/getimage/...): fetched
 * as a blob and shown through an object URL. Plain http(s) and data: URLs are shown as they are.
 * `version` changes after an upload so the new picture replaces the cached one.
 */
export function AuthImage({
  src,
  alt,
  size = 80,
  version,
}: {
  src: unknown;
  alt: string;
  size?: number;
  version?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const source = imageSource(src);
    if (source === null) return setUrl(null);
    if (DIRECT.test(source)) return setUrl(source);
    if (!source.startsWith('/api/')) return setUrl(null);
    let objectUrl: string | null = null;
    let live = true;
    authorisedFetch(source, { headers: { Accept: 'image/*' }, cache: 'no-store' })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!live || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.error('Image fetch failed', error));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, version]);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      className="shule-auth-image"
      sx={{ maxWidth: size, maxHeight: size, borderRadius: 1, objectFit: 'cover' }}
    />
  );
}
