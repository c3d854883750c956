import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlossaryTermsProvider, TermText } from './term-text';
import { TEST_GLOSSARY } from './test-glossary';

const PLAY = '(Shotgun) J.Love pass to R.Doubs for a touchdown. PENALTY on ATL-A.Terrell, Defensive Pass Interference, declined.';

const renderText = (text = PLAY) =>
  renderWithProviders(<GlossaryTermsProvider><p><TermText text={text} /></p><button type="button">After</button></GlossaryTermsProvider>);

describe('definitions on tap', () => {
  it('turns glossary words into buttons once the glossary is there, each word once', async () => {
    const { calls } = mockFetch({ '/api/glossary': TEST_GLOSSARY });
    renderText(`${PLAY} Another touchdown.`);
    expect(await screen.findByRole('button', { name: 'Shotgun' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: 'touchdown' })).toHaveLength(1);
    // the longest phrase wins
    expect(screen.getByRole('button', { name: 'Pass Interference' })).toBeInTheDocument();
    expect(screen.getByText(/J\.Love pass to R\.Doubs/)).toBeInTheDocument();
    expect(calls).toEqual(['/api/glossary']);
  });

  it('shows the short definition in place, with a link to the glossary entry', async () => {
    mockFetch({ '/api/glossary': TEST_GLOSSARY });
    renderText();
    const word = await screen.findByRole('button', { name: 'Shotgun' });
    await userEvent.click(word);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    const definition = screen.getByRole('group', { name: 'What is Shotgun?' });
    expect(word).toHaveAttribute('aria-controls', definition.id);
    expect(definition).toHaveTextContent('A formation where the quarterback stands several yards behind the center.');
    expect(screen.getByRole('link', { name: 'More in the glossary about Shotgun' })).toHaveAttribute('href', '/glossary?search=Shotgun');
    // a tap on another word shows that one instead; a second tap hides it
    await userEvent.click(screen.getByRole('button', { name: 'touchdown' }));
    expect(screen.getByRole('group', { name: 'What is Touchdown?' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What is Shotgun?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'touchdown' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('closes with Escape or Close and gives focus back to the word', async () => {
    mockFetch({ '/api/glossary': TEST_GLOSSARY });
    renderText();
    const word = await screen.findByRole('button', { name: 'Shotgun' });
    word.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'What is Shotgun?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(word).toHaveFocus();
    await userEvent.click(word);
    await userEvent.click(screen.getByRole('button', { name: 'Close the definition of Shotgun' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(word).toHaveFocus();
  });

  it('reads as plain text when the glossary cannot be loaded', async () => {
    const { calls } = mockFetch({});
    renderText();
    await waitFor(() => expect(calls).toEqual(['/api/glossary']));
    expect(screen.getByText(PLAY)).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1); // only the page's own button
  });

  it('outside a provider is plain text and asks for nothing', () => {
    const { calls } = mockFetch({ '/api/glossary': TEST_GLOSSARY });
    renderWithProviders(<p><TermText text={PLAY} /></p>);
    expect(screen.getByText(PLAY)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
