import type { Locator, Page } from '@playwright/test';

/**
 * Picks a company in the Super-Admin's company chooser (web CompanySelect). It searches on the server (issue 23
 * point 4: a denomination has thousands of companies, the chooser offers the first 50 whose name holds what is
 * typed), so the company's legal name is typed, then its option chosen. `label` is the chooser's label.
 */
export async function chooseCompany(scope: Page | Locator, label: string, legalName: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(legalName);
  await pageOf(scope).getByRole('option', { name: legalName, exact: true }).click();
}

/** Chooses the chooser's value-0 option ('All Company' on a list's filter), offered before anything is typed. */
export async function chooseAllCompanies(scope: Page | Locator, label: string, text = 'All Company') {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await pageOf(scope).getByRole('option', { name: text, exact: true }).click();
}

const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());
