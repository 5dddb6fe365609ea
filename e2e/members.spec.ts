import { expect, test } from './fixtures';

/**
 * Customer › Members end to end (docs/product.md#roles): an Admin makes the demo Editor a Publisher from the
 * Members page and back again, and the page answers in words each time; the Admin's own row cannot be demoted,
 * as the customer's only Admin.
 */
test('an Admin changes a member’s role on the Members page; the last Admin is explained', async ({
  page,
  signIn,
  chooseCustomer,
}) => {
  await signIn('admin@demo.test');
  await chooseCustomer('Northern Basketball League');
  await page
    .getByRole('navigation', { name: 'Customer', exact: true })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Members of this customer' });
  const editorRole = table.getByRole('combobox', { name: 'Role of Eden Editor' });
  await expect(editorRole).toHaveValue('editor');
  await editorRole.selectOption('publisher');
  await expect(page.getByRole('status').filter({ hasText: 'Eden Editor is now Publisher.' })).toBeVisible();
  await expect(editorRole).toHaveValue('publisher');

  await table.getByRole('combobox', { name: 'Role of Alex Admin' }).selectOption('viewer');
  await expect(page.getByRole('alert')).toContainText('A customer needs at least one Admin');
  await expect(table.getByRole('combobox', { name: 'Role of Alex Admin' })).toHaveValue('admin');

  await editorRole.selectOption('editor');
  await expect(page.getByRole('status').filter({ hasText: 'Eden Editor is now Editor.' })).toBeVisible();
});
