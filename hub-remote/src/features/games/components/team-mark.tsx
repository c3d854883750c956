import styled from '@emotion/styled';
import { theme } from '@gg/ui';
import { useState } from 'react';

const Circle = styled.span({
  width: 36, height: 36, flex: '0 0 36px', borderRadius: '50%', display: 'inline-grid', placeItems: 'center',
  background: theme.color.surfaceAlt, color: theme.color.text, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.bold, overflow: 'hidden',
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
});

/** Team logo, falling back to the abbreviation when the image cannot load (offline, blocked CDN). */
export function TeamMark({ logo, abbreviation }: { logo: string | null; abbreviation: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <Circle aria-hidden="true">
      {logo && !broken ? <img src={logo} alt="" width={36} height={36} loading="lazy" onError={() => setBroken(true)} /> : (abbreviation ?? '?')}
    </Circle>
  );
}
