// The catalogue in French: a student who switches the interface to French (Settings) reads
// the subjects and their topics by their French names and descriptions, while the links keep
// the English names the server knows. Tagged @phone: it runs at both sizes and changes
// nothing on the server (the language lives in the browser).
import { DEMO, expect, signIn, test } from '../fixtures.mjs';

test('a student who switches to French reads the subjects and topics in French', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  // Signs in afresh: the password spec ended the stored student session.
  await signIn(page, baseUrl, DEMO.student);
  await page.goto('/settings');
  // The settings page's own switch (at desktop size the header has one too).
  const settings = page.getByRole('main');
  await settings.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français', exact: true }).click();
  // The label turns French once the French texts, the catalogue's among them, have arrived.
  await expect(settings.getByRole('combobox', { name: 'Langue' })).toBeVisible();

  // A fresh load starts in French (the choice is kept in the browser).
  await page.goto('/subjects');
  const biology = page.getByRole('link', { name: 'Ouvrir Biologie' });
  await expect(biology).toHaveAttribute('href', '/subjectDetails/Biology');
  // The card's heading holds its link ("Ouvrir" is said, not shown).
  await expect(page.getByRole('heading', { name: 'Ouvrir Biologie' }).getByRole('link', { name: 'Ouvrir Biologie' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^L'étude des êtres vivants/)).toBeVisible();
  await shot('subjects');

  await biology.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Biologie' })).toBeVisible();
  await page.getByRole('button', { name: 'Commencer un quiz' }).click();
  await page.waitForURL(/\/subject\/Biology\/class\/[^/]+\/topics$/);
  await expect(page.getByRole('heading', { name: 'Le système digestif humain' })).toBeVisible();
  await expect(page.getByText('Comment les aliments sont dégradés et absorbés.')).toBeVisible();
  await shot('topics');
});
