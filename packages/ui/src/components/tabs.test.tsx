import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { renderWithProviders } from '../testing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="terms" onValueChange={onChange}>
      <TabsList aria-label="Glossary sections">
        <TabsTrigger value="terms">Terms</TabsTrigger>
        <TabsTrigger value="penalties">Penalties</TabsTrigger>
        <TabsTrigger value="signals" disabled>Signals</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="terms">All the terms</TabsContent>
      <TabsContent value="penalties">All the penalties</TabsContent>
      <TabsContent value="history">How it began</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names a tablist of tabs, each tab its panel and the panel its tab, and renders only the selected panel', () => {
    renderWithProviders(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Glossary sections' })).toBeInTheDocument();
    const terms = screen.getByRole('tab', { name: 'Terms' });
    expect(terms).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Penalties' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Terms' });
    expect(panel).toHaveTextContent('All the terms');
    expect(terms).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('All the penalties')).not.toBeInTheDocument();
  });

  it('selects a tab on a tap', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Sections onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(screen.getByRole('tabpanel', { name: 'Penalties' })).toHaveTextContent('All the penalties');
    expect(onChange).toHaveBeenLastCalledWith('penalties');
  });

  // A tap's first answer is the tab itself: the tab list is drawn selected before the next panel
  // (which may be long to render on a phone, or still loading) replaces the open one.
  it.each([
    ['kept by Tabs', false],
    ['kept by the caller (e.g. in the URL)', true],
  ])('selects the tapped tab at once and keeps the open panel until the next is ready (%s)', (_who, controlled) => {
    const never = new Promise<never>(() => {});
    function Slow(): never { throw never; }
    function Page() {
      const [tab, setTab] = useState('terms');
      return (
        <Tabs {...(controlled ? { value: tab, onValueChange: setTab } : { defaultValue: 'terms' })}>
          <TabsList aria-label="Glossary sections">
            <TabsTrigger value="terms">Terms</TabsTrigger>
            <TabsTrigger value="penalties">Penalties</TabsTrigger>
          </TabsList>
          <Suspense fallback={<p>Loading section</p>}>
            <TabsContent value="terms">All the terms</TabsContent>
            <TabsContent value="penalties"><Slow /></TabsContent>
          </Suspense>
        </Tabs>
      );
    }
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(screen.getByRole('tab', { name: 'Penalties' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('All the terms')).toBeVisible();
    expect(screen.queryByText('Loading section')).not.toBeInTheDocument();
  });

  it('follows its caller back to an earlier tab after a tap (Back in the browser)', async () => {
    function Page() {
      const [tab, setTab] = useState('terms');
      return (
        <>
          <button type="button" onClick={() => setTab('terms')}>Back</button>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Glossary sections">
              <TabsTrigger value="terms">Terms</TabsTrigger>
              <TabsTrigger value="penalties">Penalties</TabsTrigger>
            </TabsList>
            <TabsContent value="terms">All the terms</TabsContent>
            <TabsContent value="penalties">All the penalties</TabsContent>
          </Tabs>
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(screen.getByRole('tabpanel', { name: 'Penalties' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Terms' })).toHaveTextContent('All the terms');
  });

  it('takes one Tab stop: the selected tab, then the panel', async () => {
    renderWithProviders(<Sections />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping, skipping disabled tabs, and with Home and End', async () => {
    renderWithProviders(<Sections />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Penalties' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Penalties' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus(); // Signals is disabled
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the value its caller keeps, and asks the caller to change it', async () => {
    function Controlled() {
      const [value, setValue] = useState('penalties');
      return (
        <>
          <p>kept: {value}</p>
          <Tabs value={value} onValueChange={(next) => setValue(next === 'terms' ? 'history' : next)}>
            <TabsList aria-label="Sections">
              <TabsTrigger value="terms">Terms</TabsTrigger>
              <TabsTrigger value="penalties">Penalties</TabsTrigger>
              <TabsTrigger value="history">History</TabsTrigger>
            </TabsList>
            <TabsContent value="penalties">P</TabsContent>
            <TabsContent value="history">H</TabsContent>
          </Tabs>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Penalties' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(screen.getByText('kept: history')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });
});
