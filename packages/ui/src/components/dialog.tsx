/**
 * A modal dialog (Radix): focus moves into it and is trapped there, Escape and the close button
 * close it, the page behind is inert and does not scroll. On a phone it is a sheet that fills most
 * of the screen; from tablet width it is a centred card. The title is required (screen readers
 * announce it); when the dialog is opened without a Radix trigger, pass `returnFocusTo` so focus
 * goes back to the control that opened it.
 */
import styled from '@emotion/styled';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const Overlay = styled(RadixDialog.Overlay)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: theme.color.overlay,
}));

const Content = styled(RadixDialog.Content)(({ theme }) => ({
  position: 'fixed',
  zIndex: 81,
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '92dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
  boxShadow: theme.shadow.raised,
  padding: `${theme.space(2)} ${theme.space(2)} calc(${theme.space(3)} + env(safe-area-inset-bottom))`,
  outline: 'none',
  [theme.breakpoint.tablet]: {
    left: '50%',
    right: 'auto',
    bottom: 'auto',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    width: `min(calc(100vw - ${theme.space(4)}), ${theme.layout.dialogMaxWidth})`,
    maxHeight: '86vh',
    borderRadius: theme.radius.lg,
    padding: theme.space(3),
  },
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(1),
  marginBottom: theme.space(2),
}));

const Title = styled(RadixDialog.Title)(({ theme }) => ({ fontSize: theme.font.size.xl, margin: 0 }));

const CloseButton = styled(RadixDialog.Close)(({ theme }) => ({
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
}));

export interface DialogContentProps {
  title: ReactNode;
  /** A sentence for screen readers about what the dialog shows; omit when the content says it. */
  description?: ReactNode;
  /** The control to focus again on close, when the dialog was not opened through a DialogTrigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function DialogContent({ title, description, returnFocusTo, children }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <Overlay />
      <Content
        // with no description, say so explicitly (Radix otherwise warns that one is missing)
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <Header>
          <Title>{title}</Title>
          <CloseButton aria-label="Close">×</CloseButton>
        </Header>
        {description ? <RadixDialog.Description className="gg-visually-hidden">{description}</RadixDialog.Description> : null}
        {children}
      </Content>
    </RadixDialog.Portal>
  );
}
