import { BUDGET_TEXT, budgetCreateRequest, budgetReviseRequest } from '@app/contract';
import { Alert, Box, Button, Paper } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { CountedText } from '../../components/CountedText';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { localToday } from '../../components/today';
import { createBudget, reviseBudget, updateBudget, useBudget, useBudgetChoices, useRefreshBudgets } from './api';
import { BudgetLinesEditor, type LineChoices } from './BudgetLinesEditor';
import { type BudgetFormValues, emptyBudgetLine, lineFromDetail, linesBody } from './lines';

type Mode = 'new' | 'edit' | 'revise';
const TITLE: Record<Mode, string> = { new: 'New Budget', edit: 'Edit Budget', revise: 'Revise Budget' };
const SAVE: Record<Mode, string> = { new: 'Save draft budget', edit: 'Save changes', revise: 'Save revision' };

/**
 * A budget typed line by line (issue 29): a new draft for a company and year, a draft's lines changed, or an
 * approved budget revised (POST /budgets/{id}/revise: the reason, who and when recorded with the lines replaced).
 */
export default function BudgetEditorPage() {
  const id = Number(useParams().id ?? 0);
  const path = useLocation().pathname;
  const mode: Mode = !id ? 'new' : path.endsWith('/revise') ? 'revise' : 'edit';
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshBudgets();
  const existing = useBudget(id);
  const b = existing.data;
  const form = useForm<BudgetFormValues>({
    defaultValues: { company_id: '', year: String(Number(localToday().slice(0, 4)) + 1), reason: '', lines: [emptyBudgetLine()] },
  });
  const { control, handleSubmit, reset, setError, setValue, formState } = form;
  useEffect(() => {
    if (b) reset({ company_id: b.company_id, year: String(b.year), reason: '', lines: b.lines.length ? b.lines.map(lineFromDetail) : [emptyBudgetLine()] });
  }, [b, reset]);
  const chosen = useWatch({ control, name: 'company_id' });
  const company = useFormCompany(b ? b.company_id : chosen);
  const lookUp = b && auth.isSuperAdmin ? b.company_id : company.companyId;
  const choices = useBudgetChoices(lookUp, mode === 'new' ? company.ready : !!b);
  const options = useMemo<LineChoices>(() => {
    const accounts = [...(choices.data?.accounts ?? [])].sort((x, y) => (x.kind === y.kind ? 0 : x.kind === 'income' ? -1 : 1));
    return {
      accounts: accounts.map((a) => ({ value: a.id, label: `${a.account_number} · ${a.account_name}`, group: a.kind === 'income' ? 'Income' : 'Expenses' })),
      funds: (choices.data?.fund_programs ?? []).map((f) => ({ value: f.id, label: f.name })),
    };
  }, [choices.data]);
  const kinds = useMemo(() => new Map((choices.data?.accounts ?? []).map((a) => [a.id, a.kind])), [choices.data]);

  if (id && existing.isLoading) return <LoadingOverlay />;
  if (id && !b) return <Alert severity="error">This budget could not be found.</Alert>;
  if (b && mode === 'edit' && b.status !== 'draft') return <Alert severity="info">{BUDGET_TEXT.approvedOnlyByRevision}</Alert>;
  if (b && mode === 'revise' && b.status !== 'approved') return <Alert severity="info">{BUDGET_TEXT.draftOnly}</Alert>;

  /** Issues on the fields they name ('lines.2.months.3'); the first also in a popup. */
  const showIssues = async (issues: Array<[string, string]>, message: string) => {
    for (const [field, text] of issues) setError(field as Path<BudgetFormValues>, { message: text });
    await dialogs.warning(message);
  };

  const save = handleSubmit(async (v) => {
    const lines = linesBody(v.lines);
    const body = { company_id: auth.isSuperAdmin ? Number(v.company_id) || null : null, year: v.year, lines };
    const checked = mode === 'revise' ? budgetReviseRequest.safeParse({ lines, reason: v.reason }) : budgetCreateRequest.safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues.map((i) => [i.path.join('.'), i.message] as [string, string]);
      return showIssues(issues, issues[0][1]);
    }
    try {
      const res =
        mode === 'new'
          ? await createBudget({ ...body, year: Number(v.year) })
          : mode === 'edit'
            ? await updateBudget(id, lines)
            : await reviseBudget(id, lines, v.reason.trim());
      await refresh();
      navigate(`/app/budgets/${res.data.id}`);
      await dialogs.success(mode === 'revise' ? BUDGET_TEXT.revised : BUDGET_TEXT.saved);
    } catch (err) {
      if (err instanceof ApiError)
        return showIssues(
          Object.entries(err.errors).map(([k, m]) => [k, m[0]]),
          err.message,
        );
      await dialogs.warning('The budget could not be saved. Try again.');
    }
  });

  const back = b ? `/app/budgets/${b.id}` : '/app/budgets';
  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate aria-label={TITLE[mode]}>
        <PageHeader title={b ? `${TITLE[mode]} ${b.year}` : TITLE[mode]} />
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 3fr' }, alignItems: 'start' }}>
          <FormCompany
            control={control}
            choose={mode === 'new' && auth.isSuperAdmin}
            name={b?.company_name ?? company.name}
            onChosen={() => setValue('lines', [emptyBudgetLine()])}
          />
          <FormText control={control} name="year" label="Year" type="number" required disabled={mode !== 'new'} fullWidth />
          {mode === 'revise' && <CountedText control={control} name="reason" label="Reason for the revision" required max={500} fullWidth />}
        </Paper>
        {mode === 'revise' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The lines below replace the approved ones. The lines replaced, your name, the time and the reason are recorded as a revision.
          </Alert>
        )}
        {mode === 'new' && auth.isSuperAdmin && !company.ready ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Choose a company first.
          </Alert>
        ) : (
          <BudgetLinesEditor choices={options} kinds={kinds} />
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || (mode === 'new' && !company.ready)}>
            {SAVE[mode]}
          </Button>
          <Button component={RouterLink} to={back} variant="outlined" color="inherit">
            Cancel
          </Button>
        </Box>
      </form>
    </FormProvider>
  );
}
