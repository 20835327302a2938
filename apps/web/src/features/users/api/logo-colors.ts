import { useQuery } from '@tanstack/react-query';

/** The theme offers at most this many colours of the logo (02 §9). */
export const MAX_LOGO_COLORS = 4;

/**
 * The logo's most prominent colours, largest area first, read in the browser (the logo is a public file of this
 * origin, so the canvas may read it). The library loads only when the settings open.
 */
export function useLogoColors(logoUrl: string | null | undefined) {
  return useQuery({
    queryKey: ['logo-colors', logoUrl],
    enabled: Boolean(logoUrl),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const { extractColors } = await import('extract-colors');
      const colors = await extractColors(logoUrl as string, { crossOrigin: 'anonymous' });
      const unique = [...new Set(colors.map((c) => c.hex.toLowerCase()))];
      return unique.slice(0, MAX_LOGO_COLORS);
    },
  });
}
