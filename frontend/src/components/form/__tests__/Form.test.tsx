import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithProviders } from '@/test/utils';
import { Form, FormTextField, useSchemaForm } from '../Form';

const window_ = z
  .object({ opens: z.string().min(1, 'Say when it opens.'), closes: z.string().min(1, 'Say when it closes.') })
  .refine((v) => Number(v.closes) > Number(v.opens), { path: ['closes'], message: 'It must close after it opens.' });
type Window = z.infer<typeof window_>;

function Harness({ sent }: { sent: Window[] }) {
  const form = useSchemaForm(window_, { defaultValues: { opens: '5', closes: '3' } });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={async (v) => void sent.push(v)}>
      <FormTextField<Window> name="opens" label="Opens" helperText={errors.opens?.message} />
      <FormTextField<Window> name="closes" label="Closes" helperText={errors.closes?.message} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('clears a rule over two fields when the other field is put right after a failed send', async () => {
    const u = userEvent.setup();
    const sent: Window[] = [];
    renderWithProviders(<Harness sent={sent} />);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('It must close after it opens.')).not.toHaveLength(0);
    expect(sent).toEqual([]);
    // The opening moves before the closing: the closing field's problem goes.
    await u.clear(screen.getByLabelText('Opens'));
    await u.type(screen.getByLabelText('Opens'), '1');
    expect(screen.queryByText('It must close after it opens.')).not.toBeInTheDocument();
    // And comes back when the opening moves after it again.
    await u.type(screen.getByLabelText('Opens'), '9');
    expect(await screen.findAllByText('It must close after it opens.')).not.toHaveLength(0);
    await u.clear(screen.getByLabelText('Opens'));
    await u.type(screen.getByLabelText('Opens'), '2');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ opens: '2', closes: '3' }]);
  });
});
