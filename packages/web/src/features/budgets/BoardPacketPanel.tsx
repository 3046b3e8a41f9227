import { PACKET_SECTIONS, type PacketSection } from '@app/contract';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError, apiDownload } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { mailBoardPacket } from './api';
import { MONTHS } from './money';

const TITLES: Record<PacketSection, string> = {
  financial_position: 'Statement of financial position',
  activities: 'Statement of activities',
  budget_vs_actual: 'Budget against actual',
  fund_balances: 'Fund balances',
  bank_reconciliation: 'Bank reconciliation status',
  checks: "The month's checks",
};

/** The board packet (issue 29 point 4): the month's chosen sections as one PDF, downloaded or mailed. */
export function BoardPacketPanel({ companyId, year, month }: { companyId: number; year: number; month: number }) {
  const dialogs = useDialogs();
  const [chosen, setChosen] = useState<PacketSection[]>([...PACKET_SECTIONS]);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const sections = PACKET_SECTIONS.filter((s) => chosen.includes(s));
  const toggle = (s: PacketSection) => setChosen((c) => (c.includes(s) ? c.filter((x) => x !== s) : [...c, s]));
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? (err.first('to') ?? err.message) : 'The board packet could not be made. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    run(async () => {
      const q = new URLSearchParams({ year: String(year), month: String(month), sections: sections.join(',') });
      if (companyId) q.set('company_id', String(companyId));
      await apiDownload(`/reports/board-packet?${q}`, `board-packet-${year}-${month}.pdf`);
    });
  const mail = () =>
    run(async () => {
      const addresses = to.split(/[\s,;]+/).filter(Boolean);
      const res = await mailBoardPacket({ company_id: companyId || null, year, month, sections, to: addresses });
      await dialogs.success(res.message ?? 'The board packet has been queued.');
      setTo('');
    });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label="Board packet">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Board packet for {MONTHS[month - 1]} {year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        One PDF with a cover page and numbered pages: the sections ticked, in this order.
      </Typography>
      <FormGroup row>
        {PACKET_SECTIONS.map((s) => (
          <FormControlLabel key={s} control={<Checkbox checked={chosen.includes(s)} onChange={() => toggle(s)} />} label={TITLES[s]} />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, alignItems: 'flex-start' }}>
        <Button variant="contained" startIcon={<Download />} disabled={busy || !sections.length} onClick={download}>
          Download board packet
        </Button>
        <TextField
          label="Mail to"
          placeholder="chair@church.org, treasurer@church.org"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 520 }}
          helperText="One or more addresses, separated by commas"
        />
        <Button variant="outlined" startIcon={<Send />} disabled={busy || !sections.length || !to.trim()} onClick={mail}>
          Mail board packet
        </Button>
      </Box>
    </Paper>
  );
}
