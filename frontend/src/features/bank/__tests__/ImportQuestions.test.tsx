import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ImportQuestions from '../routes/ImportQuestions';
import { asAdmin, catalogueHandlers } from './fixtures';

const GIFT = `::F2-BIO-DIG-01:: Where does the digestion of starch begin? {=Mouth ~Stomach ~Ileum}

::F2-BIO-DIG-02:: Bile is made in the liver. {TRUE}

::broken:: What is this {
`;

const preview = {
  format: 'gift',
  questions: [
    { line: 1, name: 'F2-BIO-DIG-01', type: 'singleChoice', subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System', question: 'Where does the digestion of starch begin?', duplicate: false },
    { line: 3, name: 'F2-BIO-DIG-02', type: 'trueFalse', subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System', question: 'Bile is made in the liver.', duplicate: true },
  ],
  refused: [{ line: 5, name: 'broken', reason: 'The answers are not closed with "}".' }],
  toCreate: 1,
  duplicates: 1,
};

/**
 * The multipart fields of each upload; a file as "(file)" (jsdom's File reaches the test server
 * without its name and bytes, so only its being a file can be told).
 */
async function fields(request: Request) {
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((v, k) => {
    out[k] = typeof v === 'string' ? v : '(file)';
  });
  return out;
}

describe('Import questions', () => {
  beforeEach(() => server.use(...catalogueHandlers));

  it('shows a preview first, and stores only when confirmed (confirm=true)', async () => {
    const uploads: Record<string, string>[] = [];
    server.use(
      http.post('*/api/bank/import', async ({ request }) => {
        const f = await fields(request);
        uploads.push(f);
        await new Promise((r) => setTimeout(r, 30));
        return f.confirm === 'true'
          ? HttpResponse.json({ ...preview, created: 1, message: '1 questions imported.' }, { status: 201 })
          : HttpResponse.json(preview);
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<ImportQuestions />, { route: '/question-bank/import', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Import questions' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose a file first.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await u.upload(screen.getByLabelText(/^Questions file/), new File([GIFT], 'digestion.gift', { type: 'text/plain' }));
    expect(screen.getByText('digestion.gift')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Format' }));
    await u.click(screen.getByRole('option', { name: 'GIFT' }));
    await u.click(screen.getByRole('combobox', { name: /^Class level/ }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await u.type(screen.getByRole('combobox', { name: /^Subject/ }), 'Biology');
    await u.click(screen.getByRole('radio', { name: 'Draft' }));
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    // Progress while the file goes up.
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();

    expect(await screen.findByText('1 to create, 1 already in the bank, 1 refused.')).toBeInTheDocument();
    expect(uploads[0]).toEqual({ file: '(file)', format: 'gift', subject: 'Biology', classLevel: 'Form 2', status: 'draft' });
    const rows = screen.getAllByTestId('import-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Already in the bank')).toBeInTheDocument();
    expect(screen.getByTestId('refused')).toHaveTextContent('Line 5 (broken): The answers are not closed with "}".');

    await u.click(screen.getByRole('button', { name: 'Import 1 question' }));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('1 questions imported.');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]).toEqual({ ...uploads[0], confirm: 'true' });
    expect(uploads[0]).not.toHaveProperty('confirm');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import another file' })).toBeInTheDocument();

    // Previewed again, the file's questions are a new preview (the server now counts them as duplicates).
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('1 to create, 1 already in the bank, 1 refused.');
    expect(screen.queryByTestId('import-done')).not.toBeInTheDocument();
    expect(uploads[2]).not.toHaveProperty('confirm');
  });

  it('shows the server’s reason for a file it cannot read, and a too-large file', async () => {
    let status = 400;
    server.use(
      http.post('*/api/bank/import', () =>
        status === 400
          ? HttpResponse.json({ message: 'This file is not GIFT, Moodle XML, Aiken or CSV.' }, { status: 400 })
          : new HttpResponse(null, { status: 413 }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<ImportQuestions />, { route: '/question-bank/import', ...asAdmin });
    await u.upload(screen.getByLabelText(/^Questions file/), new File(['garbage'], 'notes.txt', { type: 'text/plain' }));
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('This file is not GIFT, Moodle XML, Aiken or CSV.')).toBeInTheDocument();
    status = 413;
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeInTheDocument();
  });

  it('a preview with nothing new offers no import button', async () => {
    server.use(http.post('*/api/bank/import', () => HttpResponse.json({ ...preview, questions: [{ ...preview.questions[1] }], toCreate: 0, refused: [] })));
    const u = userEvent.setup();
    renderWithProviders(<ImportQuestions />, { route: '/question-bank/import', ...asAdmin });
    await u.upload(screen.getByLabelText(/^Questions file/), new File([GIFT], 'again.gift'));
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findAllByText('Nothing new to import.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument());
  });
});
