/**
 * Styles made once per theme (and per set of the props they read), not in every render: the same
 * CSS as before for each element, the styles' function run once for each different value.
 */
import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { theme } from './tokens';
import { themed, themedBy, THEMED_BY_KEPT } from './themed';

describe('themed styles', () => {
  it('makes a style drawn from the theme once, whatever the renders', () => {
    const styles = jest.fn(({ theme: t }: { theme: typeof theme }) => ({ gap: t.space(2), color: t.color.text }));
    const Box = styled.div(themed(styles));
    const { rerender } = render(<ThemeProvider theme={theme}><Box data-testid="a" /><Box data-testid="b" /></ThemeProvider>);
    rerender(<ThemeProvider theme={theme}><Box data-testid="a" /><Box data-testid="b" /></ThemeProvider>);
    expect(styles).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(screen.getByTestId('a')).gap).toBe('16px');
    expect(screen.getByTestId('a').className).toBe(screen.getByTestId('b').className);
  });

  it('makes a style drawn from the theme and props once per value, each value its own CSS', () => {
    type Tone = 'calm' | 'loud';
    const styles = jest.fn(({ theme: t, tone }: { tone: Tone; theme: typeof theme }) => ({ padding: tone === 'loud' ? t.space(2) : t.space(1) }));
    const Pill = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: Tone }>(themedBy<{ tone: Tone }>({ tone: true }, styles));
    render(
      <ThemeProvider theme={theme}>
        {(['calm', 'loud', 'calm', 'loud'] as const).map((tone, i) => <Pill key={i} tone={tone} data-testid={`${tone}-${i}`} />)}
      </ThemeProvider>,
    );
    expect(styles).toHaveBeenCalledTimes(2);
    expect(getComputedStyle(screen.getByTestId('calm-0')).padding).toBe('8px');
    expect(getComputedStyle(screen.getByTestId('loud-1')).padding).toBe('16px');
    expect(screen.getByTestId('calm-0').className).toBe(screen.getByTestId('calm-2').className);
    expect(screen.getByTestId('calm-0').className).not.toBe(screen.getByTestId('loud-1').className);
  });

  it('shows the styles only the props it names, and keeps a bounded number of values', () => {
    const seen: string[][] = [];
    const styles = (props: { width: number; theme: typeof theme }) => {
      seen.push(Object.keys(props));
      return { width: `${props.width}px`, gap: props.theme.space(1) };
    };
    const Bar = styled('div', { shouldForwardProp: (p) => p !== 'width' })<{ width: number }>(themedBy<{ width: number }>({ width: true }, styles));
    const many = THEMED_BY_KEPT + 20;
    const bars = () => Array.from({ length: many }, (_, i) => <Bar key={i} width={i} data-testid={`bar-${i}`} title="a prop the styles never see" />);
    const { rerender } = render(<ThemeProvider theme={theme}>{bars()}</ThemeProvider>);
    rerender(<ThemeProvider theme={theme}>{bars()}</ThemeProvider>);
    expect(seen[0]!.sort()).toEqual(['theme', 'width']);
    expect(seen).toHaveLength(many + 20); // the values past the bound are made again in each render
    expect(getComputedStyle(screen.getByTestId(`bar-${many - 1}`)).width).toBe(`${many - 1}px`);
  });
});
