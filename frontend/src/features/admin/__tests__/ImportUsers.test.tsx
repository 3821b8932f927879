import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { onPhone, renderApp, renderWithProviders } from '@/test/utils';
import ImportUsers from '../routes/users/ImportUsers';
import type { UserImportResult } from '../types';
import { asAdmin, catchDownloads } from './fixtures';

const CSV = 'nom,identifiant,classe\nAda Nji,ada.nji,Form 1 A\nBo,bo,\nCarl Ewane,carl.ewane,\n';

const preview: UserImportResult = {
  schoolYear: '2026-2027',
  ready: [
    { line: 2, name: 'Ada Nji', username: 'ada.nji', className: 'Form 1 A', email: '', phoneNumber: '' },
    { line: 4, name: 'Carl Ewane', username: 'carl.ewane', className: null, email: 'carl@example.cm', phoneNumber: '677000000' },
  ],
  refused: [{ line: 3, username: 'bo', reason: 'The username must be 3 to 32 letters, digits, dots, dashes or underscores.' }],
  created: [],
};

const done: UserImportResult = {
  ...preview,
  created: [
    { line: 2, id: 'n1', name: 'Ada Nji', username: 'ada.nji', className: 'Form 1 A', oneTimePassword: 'k7m-q2x-9pd' },
    { line: 4, id: 'n2', name: 'Carl Ewane', username: 'carl.ewane', className: null, oneTimePassword: 'r4t-z8w-2hb' },
  ],
  message: '2 accounts created.',
};

/** The import endpoint: records the bodies, answers a preview or the creation. */
function importApi(bodies: unknown[]) {
  server.use(
    http.post('*/api/users/import', async ({ request }) => {
      const body = (await request.json()) as { confirm: boolean };
      bodies.push(body);
      return HttpResponse.json(body.confirm ? done : preview);
    }),
    http.get('*/api/school', () => HttpResponse.json({ timeZone: 'Africa/Douala', name: 'GBHS Yaoundé' })),
  );
}

const render = () => renderWithProviders(<ImportUsers />, { route: '/admin/users/import', ...asAdmin });

describe('Import students', () => {
  it('previews the ready lines and the refused ones with their line numbers, then creates the accounts and prints slips', async () => {
    const bodies: unknown[] = [];
    importApi(bodies);
    const u = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Import students' })).toBeInTheDocument();
    expect(screen.getByText(/^name \(or nom\): the student's full name\. Required\./)).toBeInTheDocument();
    expect(screen.getByText(/^name,username,class,email,phone/)).toBeInTheDocument();

    await u.click(screen.getByRole('textbox', { name: 'CSV text' }));
    await u.paste(CSV);
    await u.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByTestId('import-summary')).toHaveTextContent('2 ready, 1 refused, for the school year 2026-2027.');
    expect(bodies).toEqual([{ csv: CSV, confirm: false }]);
    const ready = screen.getAllByTestId('ready-line');
    expect(ready).toHaveLength(2);
    expect(within(ready[0]).getByText('Ada Nji')).toBeInTheDocument();
    expect(within(ready[0]).getByText('Form 1 A')).toBeInTheDocument();
    expect(within(ready[1]).getByText('No class')).toBeInTheDocument();
    const refused = screen.getAllByTestId('refused-line');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toHaveTextContent('Line 3 (bo): The username must be 3 to 32 letters, digits, dots, dashes or underscores.');
    // The one-time passwords are shown once only: said before they are made.
    expect(screen.getByText(/It is shown only once/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Create 2 accounts' }));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('2 accounts created.');
    expect(bodies.at(-1)).toEqual({ csv: CSV, confirm: true });
    expect(screen.getByTestId('once-warning')).toHaveTextContent('These one-time passwords are shown only this once.');
    const accounts = screen.getAllByTestId('created-account');
    expect(accounts).toHaveLength(2);
    expect(within(accounts[0]).getByText('k7m-q2x-9pd')).toBeInTheDocument();
    // The form is gone: the same file cannot be sent twice by mistake.
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Print login slips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login slips' })).toBeInTheDocument();
    const slips = within(screen.getByTestId('login-slips')).getAllByTestId('login-slip');
    expect(slips).toHaveLength(2);
    expect(slips[0]).toHaveTextContent('GBHS Yaoundé');
    expect(slips[0]).toHaveTextContent('Ada Nji');
    expect(slips[0]).toHaveTextContent('Class: Form 1 A');
    expect(slips[0]).toHaveTextContent('Usernameada.nji');
    expect(slips[0]).toHaveTextContent('One-time passwordk7m-q2x-9pd');
    expect(slips[0]).toHaveTextContent('You will choose your own password the first time you sign in.');
    expect(slips[1]).not.toHaveTextContent('Class:');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await u.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await u.click(screen.getByRole('button', { name: 'Back to the accounts' }));
    expect(screen.getAllByTestId('created-account')).toHaveLength(2);
  });

  it('reads a chosen .csv file in the browser and offers the template', async () => {
    const bodies: unknown[] = [];
    importApi(bodies);
    const files = catchDownloads();
    const u = userEvent.setup();
    render();
    await u.click(screen.getByRole('button', { name: 'Download the template' }));
    expect(files[0].name).toBe('students-template.csv');
    expect(await files[0].text).toContain('name,username,class,email,phone');

    await u.upload(screen.getByLabelText('A CSV file'), new File([CSV], 'form1.csv', { type: 'text/csv' }));
    expect(await screen.findByText('form1.csv')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CSV text' })).toHaveValue(CSV);
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('import-summary');
    expect(bodies).toEqual([{ csv: CSV, confirm: false }]);
  });

  it("shows the server's refusal of a file, and refuses a file over 200 KB before sending it", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/users/import', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'The file needs a header row with name and username columns.' }, { status: 422 });
      }),
    );
    const u = userEvent.setup();
    render();
    await u.upload(screen.getByLabelText('A CSV file'), new File(['x'.repeat(200 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The file is larger than 200 KB: split it into several files.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.click(screen.getByRole('textbox', { name: 'CSV text' }));
    await u.paste('ada.nji\n');
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The file needs a header row with name and username columns.')).toBeInTheDocument();
  });

  it('shows a progress bar while the accounts are created', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/users/import', async ({ request }) => {
        const body = (await request.json()) as { confirm: boolean };
        if (!body.confirm) return HttpResponse.json(preview);
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(done);
      }),
    );
    const u = userEvent.setup();
    render();
    await u.click(screen.getByRole('textbox', { name: 'CSV text' }));
    await u.paste(CSV);
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    await u.click(await screen.findByRole('button', { name: 'Create 2 accounts' }));
    expect(await screen.findByRole('progressbar', { name: 'Creating the accounts' })).toBeInTheDocument();
    expect(screen.getByText(/^Creating 2 accounts…/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 2 accounts' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('import-done')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the lines as cards on a phone', async () => {
    onPhone();
    importApi([]);
    const u = userEvent.setup();
    render();
    await u.click(screen.getByRole('textbox', { name: 'CSV text' }));
    await u.paste(CSV);
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('import-summary');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '2 students ready' })).getAllByTestId('ready-line');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Carl Ewane');
    expect(cards[1]).toHaveTextContent('Emailcarl@example.cm');
  });

  it('is an admin page at /admin/users/import', async () => {
    server.use(http.get('*/api/school', () => HttpResponse.json({ timeZone: 'Africa/Douala' })));
    renderApp('/admin/users/import', asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import students' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled());
  });
});
