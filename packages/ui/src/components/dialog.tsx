/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` puts it in the top layer and makes
 * the page behind it inert, so the focus trap and outside-click guard need no script. It is shown
 * first and made modal in the next frame: making a long page inert restyles all
 * of it, which would hold the sheet back by tens of milliseconds on a slow phone. Then focus moves
 * to its close button; Escape, the close button and a tap on the dimmed backdrop close it; the page
 * behind does not scroll. On a phone it is a sheet that fills most of the screen; from tablet width
 * it is a centred card. The title is required (screen readers announce it). Focus goes back on
 * close to `returnFocusTo`, or else to whatever had it before the dialog opened.
 *
 * Always controlled: `<Dialog open onOpenChange>` around a `DialogContent`, which renders only
 * while open — or, with `keepMounted`, stays in the page closed (hidden from everyone), so a dialog
 * rendered ahead of the tap opens in a frame: only showing it is left to do.
 */
import styled from '@emotion/styled';
import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { themed } from '../theme/themed';

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DialogContext = createContext<DialogState | null>(null);

export function Dialog({ open, onOpenChange, children }: DialogState & { children?: ReactNode }) {
  return <DialogContext.Provider value={{ open, onOpenChange }}>{children}</DialogContext.Provider>;
}

function useDialogState(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('DialogContent and useDialogClose belong inside a <Dialog>.');
  return state;
}

/** A function that closes the enclosing dialog, for a "Done" button of its own. */
export function useDialogClose(): () => void {
  const { onOpenChange } = useDialogState();
  return () => onOpenChange(false);
}

const Sheet = styled.dialog(themed(({ theme }) => ({
  position: 'fixed',
  inset: 'auto 0 0 0',
  margin: 0,
  padding: 0,
  border: 'none',
  width: '100%',
  maxWidth: '100%',
  maxHeight: '92dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
  boxShadow: theme.shadow.raised,
  outline: 'none',
  '&::backdrop': { background: theme.color.overlay },
  // shown, not yet modal (one frame): above the page's own layers, dimming it as the backdrop will
  '&[data-opening]': { zIndex: 1000, boxShadow: `${theme.shadow.raised}, 0 0 0 100vmax ${theme.color.overlay}` },
  [theme.breakpoint.tablet]: {
    inset: 0,
    margin: 'auto',
    width: `min(calc(100vw - ${theme.space(4)}), ${theme.layout.dialogMaxWidth})`,
    height: 'fit-content',
    maxHeight: '86vh',
    borderRadius: theme.radius.lg,
  },
})));

const Body = styled.div(themed(({ theme }) => ({
  padding: `${theme.space(2)} ${theme.space(2)} calc(${theme.space(3)} + env(safe-area-inset-bottom))`,
  [theme.breakpoint.tablet]: { padding: theme.space(3) },
})));

const Header = styled.div(themed(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(1),
  marginBottom: theme.space(2),
})));

const Title = styled.h2(themed(({ theme }) => ({ fontSize: theme.font.size.xl, margin: 0 })));

const CloseButton = styled.button(themed(({ theme }) => ({
  flex: '0 0 auto',
  width: theme.touchTarget,
  height: theme.touchTarget,
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.pill,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: theme.font.size.xl,
  cursor: 'pointer',
})));

export interface DialogContentProps {
  title: ReactNode;
  /** A sentence for screen readers about what the dialog shows; omit when the content says it. */
  description?: ReactNode;
  /** The control to focus again on close; without it, the element focused when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Keep the (closed) dialog and its content in the page between openings. */
  keepMounted?: boolean;
  children: ReactNode;
}

export function DialogContent({ keepMounted = false, ...props }: DialogContentProps) {
  const { open } = useDialogState();
  return open || keepMounted ? <DialogFrame {...props} /> : null;
}

function DialogFrame({ title, description, returnFocusTo, children }: Omit<DialogContentProps, 'keepMounted'>) {
  const { open, onOpenChange } = useDialogState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // read on close, not on open: the caller may point the ref at another control meanwhile
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => { returnFocusRef.current = returnFocusTo; });

  const focusWhenClosed = useRef<HTMLElement | null>(null);

  // Kept in the page closed: lay it out once, unseen, while nothing else happens, so its text is
  // shaped and its styles resolved before the tap (the first opening cost twice the later ones).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.style.cssText = 'display:block;visibility:hidden';
    void dialog.offsetHeight;
    dialog.style.cssText = '';
  }, []);

  // before paint: the tap's own frame shows the sheet
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) {
      // Closed but kept in the page: React puts the focus back where it was before this update
      // (the close button, still in the page) after the cleanup below, so it moves again here.
      focusWhenClosed.current?.focus();
      focusWhenClosed.current = null;
      return undefined;
    }
    const focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    dialog.show();
    dialog.dataset.opening = '';
    // only the root's own style changes: the rest of the page is not restyled
    root.style.overflow = 'hidden';
    // show() already moved focus into it (its close button), so Escape reaches it in between too
    const makeModal = () => {
      const focusedInside = dialog.contains(document.activeElement) && document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.close(); // its `close` event finds it open again, and is not taken as the fan's
      dialog.showModal();
      delete dialog.dataset.opening;
      (focusedInside ?? closeRef.current)?.focus();
    };
    // in the frame after the one that shows it, so that first frame goes out without the restyle
    let frame = requestAnimationFrame(() => { frame = requestAnimationFrame(makeModal); });
    return () => {
      cancelAnimationFrame(frame);
      delete dialog.dataset.opening;
      root.style.overflow = overflowBefore;
      if (dialog.open) dialog.close();
      const back = returnFocusRef.current?.current ?? focusedBefore;
      back?.focus(); // enough when the dialog leaves the page
      focusWhenClosed.current = back;
    };
  }, [open]);

  const close = () => onOpenChange(false);
  return createPortal(
    <Sheet
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the browser's `cancel` would close the element itself; the caller's state decides
      onCancel={(event) => { event.preventDefault(); close(); }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close();
      }}
      // closed by the browser anyway (a repeated Escape may not be cancelled): keep the caller in step;
      // still open, it was closed only to be shown again as modal
      onClose={(event) => { if (!event.currentTarget.open) close(); }}
      onClick={(event) => {
        // a click on the element itself outside its box is on the backdrop (inside, it is its scrollbar)
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) close();
      }}
    >
      <Body>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton ref={closeRef} type="button" aria-label="Close" onClick={close}>×</CloseButton>
        </Header>
        {description ? <p id={descriptionId} className="gg-visually-hidden">{description}</p> : null}
        {children}
      </Body>
    </Sheet>,
    document.body,
  );
}
