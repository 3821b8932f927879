import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import AddUser from '../routes/users/AddUser';
import AddSubject from '../routes/subjects/AddSubject';
import CreateQuiz from '../routes/quizzes/CreateQuiz';
import AddTopic from '../routes/topics/AddTopic';
import CreateAchievement from '../routes/achievements/CreateAchievement';
import { asAdmin } from './fixtures';

/** Closes a form's result popup with OK and waits until it has gone. */
async function closePopup() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'maths.png', { type: 'image/png' });

describe('Add User', () => {
  async function fill(u: ReturnType<typeof userEvent.setup>, name = 'newbie') {
    await u.type(screen.getByLabelText(/^Username/), name);
    await u.type(screen.getByLabelText(/^Email Address/), `${name}@example.cm`);
    await u.type(screen.getByLabelText(/^Phone Number/), '677000000');
    await u.type(screen.getByLabelText(/^Password/), 'a long password');
  }

  it('needs every field, shows the server text, and Save and Add Another clears the form', async () => {
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      http.post('*/api/create-user', async ({ request }) => {
        bodies.push(await request.json());
        if (fail) {
          fail = false;
          return HttpResponse.json({ error: 'Username already taken' }, { status: 409 });
        }
        return HttpResponse.json({ id: 'n1', data: {} }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AddUser />, { route: '/add-user', ...asAdmin });
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await fill(u);
    await u.click(screen.getByRole('combobox', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'Student', 'Teacher']);
    await u.click(screen.getByRole('option', { name: 'Teacher' }));
    await u.click(screen.getByRole('button', { name: 'Save and Add Another' }));
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save and Add Another' }));
    expect(await screen.findByText('User saved. Add another!')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ username: 'newbie', email: 'newbie@example.cm', phoneNumber: '677000000', role: 'teacher', password: 'a long password' });
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Student');
  });

  it("Save shows 'Saving...', then returns to the list after 3 s; network errors have their own text", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/create-user', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ id: 'n1', data: {} }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AddUser />, { route: '/add-user', ...asAdmin });
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to connect to server.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save and Add Another' })).toBeDisabled();
    expect(await screen.findByText('User saved!')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(await screen.findByTestId('location', {}, { timeout: 4500 })).toHaveTextContent('/manage-users');
  });
});

describe('Add Subject', () => {
  it('needs name, description, image and a class; creates one subject per class with the stream', async () => {
    const forms: Record<string, string>[] = [];
    server.use(
      http.post('*/api/createSubject', async ({ request }) => {
        const data = await request.formData();
        const entry: Record<string, string> = {};
        data.forEach((v, k) => {
          entry[k] = typeof v === 'string' ? v : `file:${(v as File).name}`;
        });
        forms.push(entry);
        if (entry.classLevel === 'Form 5') return HttpResponse.json({ error: 'A subject of this name already exists for Form 5.' }, { status: 409 });
        return HttpResponse.json({ id: 'x', data: {} }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AddSubject />, { route: '/add-subject', ...asAdmin });
    await u.type(screen.getByLabelText(/^Subject name/), 'Mathematics');
    await u.click(screen.getByRole('button', { name: 'Create Subject' }));
    expect(screen.getByText('Name, description, image, and at least one class are required!')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Description/), 'Numbers');
    await u.upload(screen.getByTestId('subject-image'), png());
    await u.click(screen.getByRole('button', { name: 'Create Subject' }));
    expect(screen.getByText('Name, description, image, and at least one class are required!')).toBeInTheDocument();
    expect(forms).toHaveLength(0);

    await u.click(screen.getByRole('checkbox', { name: 'Form 4' }));
    await u.click(screen.getByRole('checkbox', { name: 'Lower Sixth' }));
    await u.click(screen.getByRole('combobox', { name: /Stream/ }));
    await u.click(await screen.findByRole('option', { name: 'Science' }));
    await u.click(screen.getByRole('button', { name: 'Create Subject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Subject created for 2 class(es).')).toBeInTheDocument();
    expect(forms).toEqual([
      { name: 'Mathematics', description: 'Numbers', classLevel: 'Form 4', image: expect.stringMatching(/^file:/), meta: '{"stream":"Science"}' },
      { name: 'Mathematics', description: 'Numbers', classLevel: 'Lower Sixth', image: expect.stringMatching(/^file:/), meta: '{"stream":"Science"}' },
    ]);
    // The popup closes itself after 3 s.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4500 });

    // A failing class reports the server's text.
    await u.type(screen.getByLabelText(/^Subject name/), 'History');
    await u.type(screen.getByLabelText(/^Description/), 'The past');
    await u.upload(screen.getByTestId('subject-image'), png());
    await u.click(screen.getByRole('checkbox', { name: 'Form 5' }));
    await u.click(screen.getByRole('button', { name: 'Create Subject' }));
    expect(await screen.findByText('A subject of this name already exists for Form 5.')).toBeInTheDocument();
    expect(forms.at(-1)).not.toHaveProperty('meta');
  });

  it("falls back to 'Failed to create subject for {class}'", async () => {
    server.use(http.post('*/api/createSubject', () => new HttpResponse(null, { status: 500 })));
    const u = userEvent.setup();
    renderWithProviders(<AddSubject />, { route: '/add-subject', ...asAdmin });
    await u.type(screen.getByLabelText(/^Subject name/), 'Art');
    await u.type(screen.getByLabelText(/^Description/), 'Drawing');
    await u.upload(screen.getByTestId('subject-image'), png());
    await u.click(screen.getByRole('checkbox', { name: 'Class 6' }));
    await u.click(screen.getByRole('button', { name: 'Create Subject' }));
    expect(await screen.findByText('Failed to create subject for Class 6')).toBeInTheDocument();
  });
});

describe('Create Quiz', () => {
  it("needs subject, topic, class and type ('All fields are required!'), then shows the generated questions", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics' }] })),
      http.get('*/api/filter-topics', () => HttpResponse.json({ data: [{ id: 't1', name: 'Fractions' }] })),
      http.post('*/api/generate-quiz', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            quiz: {
              id: 'g1',
              title: 'Fractions (Form 1)',
              questions: [{ question: 'What is 1/2 + 1/4?', options: ['3/4', '2/6'], answer: '3/4', explanation: 'Use a common denominator.' }],
            },
          },
          { status: 201 },
        );
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateQuiz />, { route: '/create-quiz', ...asAdmin });
    await u.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(screen.getByText('All fields are required!')).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: /Class level/ }));
    await u.click(await screen.findByRole('option', { name: 'Form 1' }));
    await u.type(screen.getByRole('combobox', { name: /Subject/ }), 'Mathematics');
    await u.type(screen.getByRole('combobox', { name: /Topic/ }), 'Fractions');
    await u.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(screen.getByText('All fields are required!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.click(screen.getByRole('combobox', { name: /Quiz type/ }));
    await u.click(await screen.findByRole('option', { name: 'Multiple Choice Questions' }));
    await u.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await screen.findByText('Quiz generated!')).toBeInTheDocument();
    await closePopup();
    expect(bodies).toEqual([{ subject: 'Mathematics', topic: 'Fractions', classLevel: 'Form 1', quizType: 'multiple-choice-questions', difficulty: 'normal' }]);
    const q = screen.getByRole('region', { name: 'Question 1' });
    expect(within(q).getByText(/Use a common denominator/)).toBeInTheDocument();
    expect(q.querySelector('[data-correct="true"]')).toHaveTextContent('3/4');
    expect(screen.getByRole('link', { name: 'Open quiz details' })).toHaveAttribute('href', '/detailQuiz/g1');
  });

  it('shows the server text of a failed generation, else the fallback', async () => {
    let first = true;
    server.use(
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
      http.get('*/api/filter-topics', () => HttpResponse.json({ data: [] })),
      http.post('*/api/generate-quiz', () => {
        if (first) {
          first = false;
          return HttpResponse.json({ error: 'The quiz generator is not answering.' }, { status: 503 });
        }
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateQuiz />, { route: '/create-quiz', ...asAdmin });
    await u.click(screen.getByRole('combobox', { name: /Class level/ }));
    await u.click(await screen.findByRole('option', { name: 'Form 2' }));
    await u.type(screen.getByRole('combobox', { name: /Subject/ }), 'History');
    await u.type(screen.getByRole('combobox', { name: /Topic/ }), 'Reunification');
    await u.click(screen.getByRole('combobox', { name: /Quiz type/ }));
    await u.click(await screen.findByRole('option', { name: 'Short Answer Quiz' }));
    await u.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await screen.findByText('The quiz generator is not answering.')).toBeInTheDocument();
    await closePopup();
    await u.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await screen.findByText('Quiz generation failed.')).toBeInTheDocument();
  });
});

describe('Add Topic', () => {
  it('needs names, a subject and a class; one topic goes to createTopic with its classes', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/subjects', () => HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics' }] })),
      http.post('*/api/createTopic', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ count: 2 }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AddTopic />, { route: '/add-topic', ...asAdmin });
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Topic(s), subject, and at least one class are required!')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Topic name/), 'Quadratic equations');
    await u.type(screen.getByRole('combobox', { name: /Subject/ }), 'Mathematics');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Topic(s), subject, and at least one class are required!')).toBeInTheDocument();
    // The topic screen also offers Class 1 to Class 3.
    expect(screen.getByRole('checkbox', { name: 'Class 1' })).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Form 4' }));
    await u.click(screen.getByRole('checkbox', { name: 'Form 5' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topics created: 2.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Quadratic equations', subject: 'Mathematics', classLevel: ['Form 4', 'Form 5'] }]);
  });

  it('many topics: names split on commas and line breaks, shown before saving, one bulkTopic entry per name and class', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    server.use(
      http.get('*/api/subjects', () => HttpResponse.json({ data: [] })),
      http.post('*/api/bulkTopic', async ({ request }) => {
        bodies.push(await request.json());
        return fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ count: 6 }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AddTopic />, { route: '/add-topic', ...asAdmin });
    await u.click(screen.getByRole('button', { name: 'Many topics' }));
    await u.type(screen.getByLabelText(/^Topic names/), 'Sets, Vectors{enter}Matrices and Determinants');
    expect(screen.getByText('Separate names with commas or new lines (3 found).')).toBeInTheDocument();
    const preview = within(screen.getByRole('region', { name: 'The topics to be created' }));
    expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sets', 'Vectors', 'Matrices and Determinants']);
    await u.type(screen.getByRole('combobox', { name: /Subject/ }), 'Mathematics');
    await u.click(screen.getByRole('checkbox', { name: 'Form 1' }));
    await u.click(screen.getByRole('checkbox', { name: 'Class 2' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topics created: 6.')).toBeInTheDocument();
    await closePopup();
    expect(bodies[0]).toEqual(
      ['Sets', 'Vectors', 'Matrices and Determinants'].flatMap((name) => ['Form 1', 'Class 2'].map((classLevel) => ({ name, subject: 'Mathematics', classLevel }))),
    );
    fail = true;
    await u.type(screen.getByLabelText(/^Topic names/), 'Logic');
    await u.click(screen.getByRole('checkbox', { name: 'Form 1' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create topic.')).toBeInTheDocument();
  });
});

describe('Create Achievements', () => {
  it('needs a title and description for each; sends several at once with the defaults', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/createAchievements', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ count: 2 }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateAchievement />, { route: '/create-achievement', ...asAdmin });
    await u.type(screen.getByLabelText(/^Title/), 'Early bird');
    await u.click(screen.getByRole('button', { name: 'Add another' }));
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(screen.getByText('Each achievement needs at least a title and description!')).toBeInTheDocument();

    const [first, second] = screen.getAllByRole('group');
    await u.type(within(first).getByLabelText(/^Description/), 'A quiz before 7 am');
    await u.type(within(second).getByLabelText(/^Title/), 'Night owl');
    await u.type(within(second).getByLabelText(/^Description/), 'A quiz after 10 pm');
    await u.type(within(second).getByLabelText(/^Id/), 'night-owl');
    await u.clear(within(second).getByLabelText(/^Category/));
    await u.type(within(second).getByLabelText(/^Category/), 'Habits');
    await u.click(within(second).getByRole('combobox', { name: /Rank/ }));
    await u.click(await screen.findByRole('option', { name: 'Silver' }));
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('Achievements created: 2.')).toBeInTheDocument();
    await closePopup();
    expect(bodies).toEqual([
      {
        achievements: [
          { title: 'Early bird', description: 'A quiz before 7 am', category: 'General', rank: 'Bronze' },
          { id: 'night-owl', title: 'Night owl', description: 'A quiz after 10 pm', category: 'Habits', rank: 'Silver' },
        ],
      },
    ]);
    // The form is ready for more.
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it("shows the server text, else 'Failed to create achievements'", async () => {
    let first = true;
    server.use(
      http.post('*/api/createAchievements', () => {
        if (first) {
          first = false;
          return HttpResponse.json({ error: 'An achievement with this id already exists.' }, { status: 409 });
        }
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateAchievement />, { route: '/create-achievement', ...asAdmin });
    await u.type(screen.getByLabelText(/^Title/), 'A');
    await u.type(screen.getByLabelText(/^Description/), 'B');
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('An achievement with this id already exists.')).toBeInTheDocument();
    await closePopup();
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('Failed to create achievements')).toBeInTheDocument();
  });
});
