import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';

const Circle = styled.span(({ theme }) => ({
  width: theme.size.mark, height: theme.size.mark, flex: `0 0 ${theme.size.mark}`, borderRadius: '50%', display: 'inline-grid', placeItems: 'center',
  background: theme.color.surfaceAlt, color: theme.color.text, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.bold, overflow: 'hidden',
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
}));

/** Team logo, falling back to the abbreviation when the image cannot load (offline, blocked CDN). */
export function TeamMark({ logo, abbreviation }: { logo: string | null; abbreviation: string | null }) {
  const [broken, setBroken] = useState(false);
  // the image's own size attributes reserve its box before it loads
  const side = Number.parseInt(useTheme().size.mark, 10);
  return (
    <Circle aria-hidden="true">
      {logo && !broken ? <img src={logo} alt="" width={side} height={side} loading="lazy" onError={() => setBroken(true)} /> : (abbreviation ?? '?')}
    </Circle>
  );
}
