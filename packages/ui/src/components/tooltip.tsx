/**
 * Tooltips: open after 700 ms on hover or focus (300 ms skip delay when
 * moving between triggers), close on leave, blur, click, scroll or Escape. Radix does the
 * positioning and the keyboard and screen-reader wiring; the timing is ours, because Radix opens
 * on keyboard focus at once and the design wants the same delay for focus as for hover.
 */
import styled from '@emotion/styled';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { themed } from '../theme/themed';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const Content = styled(RadixTooltip.Content)(themed(({ theme }) => ({
  maxWidth: theme.layout.popoverMaxWidth,
  padding: `${theme.space(1)} ${theme.space(1.5)}`,
  borderRadius: theme.radius.sm,
  background: theme.color.chrome,
  color: theme.color.chromeText,
  fontSize: theme.font.size.sm,
  boxShadow: theme.shadow.raised,
  zIndex: 60,
})));

const Arrow = styled(RadixTooltip.Arrow)(themed(({ theme }) => ({ fill: theme.color.chrome })));

let lastClosedAt = 0; // shared by every tooltip: moving from one trigger to the next skips the delay

export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onOpenChange = useCallback((next: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!next) {
      setOpen((was) => { if (was) lastClosedAt = Date.now(); return false; });
      return;
    }
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  }, []);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  // Radix closes on leave, blur, click and Escape; a scroll closes it too
  useEffect(() => {
    if (!open) return;
    const close = () => onOpenChange(false);
    window.addEventListener('scroll', close, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [open, onOpenChange]);
  return (
    <RadixTooltip.Provider delayDuration={0} skipDelayDuration={0}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content sideOffset={6}>
            {content}
            <Arrow />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
