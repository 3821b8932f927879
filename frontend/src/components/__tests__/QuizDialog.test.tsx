import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { QuizDialog, type DialogKind } from '../QuizDialog';
import { ResultOverlay } from '../ResultOverlay';

const wrap = (ui: React.ReactElement) => render(<AppProviders>{ui}</AppProviders>);

describe('QuizDialog', () => {
  it('confirm has Yes and No', async () => {
    const user = userEvent.setup();
    const yes = vi.fn();
    const no = vi.fn();
    wrap(<QuizDialog kind="confirm" open title="Submit quiz?" message="Sure?" onConfirm={yes} onClose={no} />);
    expect(screen.getByRole('dialog', { name: 'Submit quiz?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(no).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(yes).toHaveBeenCalledTimes(1);
  });

  it('timeup cannot be dismissed with Escape; OK confirms', async () => {
    const user = userEvent.setup();
    const ok = vi.fn();
    wrap(<QuizDialog kind="timeup" open title="Time's up!" message="Time's up! Your quiz will now be submitted." onConfirm={ok} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it.each<DialogKind>(['caution', 'info', 'pass', 'fail'])('%s shows its message and an OK button', async (kind) => {
    const user = userEvent.setup();
    const close = vi.fn();
    wrap(<QuizDialog kind={kind} open title="Title" message={`A ${kind} message`} onClose={close} />);
    expect(screen.getByTestId(`dialog-${kind}`)).toBeInTheDocument();
    expect(screen.getByText(`A ${kind} message`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalled();
  });

  it('busy disables the buttons', () => {
    wrap(<QuizDialog kind="confirm" open title="T" message="M" onConfirm={() => undefined} onClose={() => undefined} busy />);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('without handlers shows no buttons (result dialogs that redirect by themselves)', () => {
    wrap(<QuizDialog kind="pass" open title="Well done!" message="Perfect!" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ResultOverlay', () => {
  it('shows a header, a tick or a cross, and a message', () => {
    const { rerender } = wrap(<ResultOverlay open success header="Success" message="Saved" />);
    expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent('Saved');
    expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();
    rerender(
      <AppProviders>
        <ResultOverlay open success={false} header="Oops!" message="Passwords do not match." />
      </AppProviders>,
    );
    expect(screen.getByTestId('CancelIcon')).toBeInTheDocument();
  });
});
