// The dashboards (decision 0039): the superadmin's Inicio shows the platform's headline figures, Métricas draws its
// charts with Spanish axes and a table of the same figures under each, and follows the period chosen; an entity's
// admin opens 'Resumen', first in their menu, and sees its own figures drawn and tabled.
import { M, metrics, todayIn } from '@edu/shared';
import type { Page } from '@playwright/test';
import { sessionOf } from '../support/admin-programmes-helpers';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, heading, pathIs, signIn } from '../support/helpers';

/** The figure a headline list shows for a label. */
const figureOf = (page: Page, list: string, label: string) =>
  page.getByRole('group', { name: list, exact: true }).locator('dt', { hasText: label }).locator('+ dd');

/** A chart's drawing: an SVG with bars, and the axis names in Spanish. */
async function expectDrawn(page: Page, title: string, axes: string[]) {
  const chart = page.getByRole('img', { name: title, exact: true });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('.MuiBarChart-element').first()).toBeAttached();
  for (const axis of axes) await expect(chart.locator('svg').getByText(axis, { exact: true }).first()).toBeAttached();
}

const tableOf = (page: Page, title: string) => page.getByRole('table', { name: M.metricsTableCaption(title) });
const thisMonth = M.monthLabel(todayIn().slice(0, 7));

test('the superadmin sees the headline figures at home and the charts of Métricas, over the period chosen', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.superadmin);
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/home'));
  await expect(heading(page, 'Inicio')).toBeVisible();
  const { token } = await sessionOf(page);
  const figures = await api(page, metrics.getPlatformMetrics, { period: '6' }, { token });
  const headline = `${M.METRICS_ALL_ENTITIES} · ${M.metricsPeriodOption('6')}`;
  await expect(figureOf(page, headline, M.METRIC_LABELS.students)).toHaveText(String(figures.totals.students));
  await expect(figureOf(page, headline, M.METRIC_LABELS.programmes)).toHaveText(String(figures.totals.programmes));
  await expect(page.getByText('Próximamente')).toHaveCount(0);

  await page.getByTestId('sidebar').getByRole('link', { name: 'Métricas' }).click();
  await expect(page).toHaveURL(pathIs('/superadmin/dashboard/metrics'));
  await expect(heading(page, 'Métricas')).toBeVisible();
  const T = M.CHART_TITLES;
  await expectDrawn(page, T.revenue, [M.CHART_AXES.month, M.CHART_AXES.soles]);
  await expectDrawn(page, T.orders, [M.CHART_AXES.state, M.CHART_AXES.count]);
  // the table under the revenue chart: one row per month, soles as S/ with two decimals
  const revenue = tableOf(page, T.revenue);
  await expect(revenue.getByRole('row')).toHaveCount(1 + 6);
  await expect(revenue.getByRole('rowheader', { name: thisMonth })).toBeVisible();
  await expect(revenue.getByRole('cell').first()).toHaveText(/^S\/ \d+\.\d{2}$/);
  await expect(tableOf(page, T.orders).getByRole('rowheader', { name: M.ORDER_STATE_LABELS.success })).toBeVisible();
  // every live entity in the per-entity table, and its chart drawn sideways
  await expectDrawn(page, T.people, [M.METRIC_LABELS.entity]);
  const entities = page.getByRole('region', { name: T.perEntity });
  await expect(entities.getByRole('rowheader', { name: 'Colegio Andino', exact: true })).toBeVisible();

  await page
    .getByRole('combobox', { name: M.METRICS_PERIOD_LABEL })
    .selectOption({ label: M.metricsPeriodOption('12') });
  await expect(revenue.getByRole('row')).toHaveCount(1 + 12);
  await expect(
    page.getByRole('group', { name: `${M.METRICS_ALL_ENTITIES} · ${M.metricsPeriodOption('12')}` }),
  ).toBeVisible();
});

test("an entity's admin opens 'Resumen', first in their menu, with its charts and tables", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link').first()).toHaveText('Resumen');
  await sidebar.getByRole('link', { name: 'Resumen' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard/admin/summary'));
  await expect(heading(page, 'Resumen')).toBeVisible();
  const T = M.CHART_TITLES;
  await expectDrawn(page, T.enrolments, [M.CHART_AXES.month, M.CHART_AXES.count]);
  await expectDrawn(page, T.revenue, [M.CHART_AXES.soles]);
  await expectDrawn(page, T.conversion, [M.CHART_AXES.state]);
  const { token, entityId } = await sessionOf(page);
  const data = await api(page, metrics.getEntityDashboard, { entity_id: entityId, period: '6' }, { token });
  const enrolments = tableOf(page, T.enrolments);
  await expect(enrolments.getByRole('row')).toHaveCount(1 + 6);
  await expect(enrolments.getByRole('row', { name: thisMonth })).toContainText(String(data.enrolments.at(-1)?.count));
  await expect(tableOf(page, T.vouchers).getByRole('rowheader', { name: M.VOUCHER_AGE_LABELS.older })).toBeVisible();
  if (data.top_programmes[0]) {
    await expect(
      tableOf(page, T.topProgrammes).getByRole('rowheader', { name: data.top_programmes[0].name }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: T.atRisk })).toBeVisible();
  await expect(page.getByText(M.atRiskSummary(data.at_risk.count, data.passing_mark))).toBeVisible();
  await page
    .getByRole('combobox', { name: M.METRICS_PERIOD_LABEL })
    .selectOption({ label: M.metricsPeriodOption('3') });
  await expect(enrolments.getByRole('row')).toHaveCount(1 + 3);
});
