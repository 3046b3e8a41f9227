import { ATTACHMENT_TEXT, type AttachmentOwner, type AttachmentRow, formatDate } from '@app/contract';
import AttachFile from '@mui/icons-material/AttachFile';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiDownload } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { DataTable } from '../../components/DataTable';
import { useDialogs } from '../../components/DialogProvider';
import { attachmentsKey, deleteAttachment, openAttachment, uploadAttachment, useAttachments } from './api';

/** Who may add and delete, by document: the server decides the same (modules/attachments/owners.ts). */
const RULES: Record<AttachmentOwner, { view: string; add: string[]; remove: string[]; title: string; hint: string }> = {
  bill: { view: 'Bills_View', add: ['Bills_Create', 'Bills_Edit'], remove: ['Bills_Edit', 'Bills_Delete'], title: 'Attachments', hint: "The vendor's invoice" },
  vendor: {
    view: 'Vendor_View',
    add: ['Vendor_Create', 'Vendor_Edit'],
    remove: ['Vendor_Edit', 'Vendor_Delete'],
    title: 'Attachments',
    hint: "The vendor's W-9",
  },
  bill_payment: {
    view: 'BillPayment_View',
    add: ['BillPayment_Create'],
    remove: ['BillPayment_Create', 'BillPayment_Delete'],
    title: 'Attachments',
    hint: 'A receipt',
  },
  check: { view: 'Check_View', add: ['Check_Create'], remove: ['Check_Create', 'Check_Delete'], title: 'Attachments', hint: 'A receipt' },
};

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const KIND: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** The files of a bill, vendor, payment or check: upload (PDF, JPEG, PNG up to 10 MB), open, download, delete. */
export function AttachmentsPanel({ owner, ownerId }: { owner: AttachmentOwner; ownerId: number }) {
  const auth = useAuth();
  const rules = RULES[owner];
  const canView = auth.can(rules.view);
  const canAdd = rules.add.some((p) => auth.can(p));
  const canRemove = rules.remove.some((p) => auth.can(p));
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { data = [], isLoading } = useAttachments(owner, ownerId, canView);
  if (!canView) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentsKey(owner, ownerId) });

  const onPick = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await uploadAttachment(owner, ownerId, file);
      await refresh();
    } catch (err) {
      await dialogs.warning((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onOpen = (row: AttachmentRow) => openAttachment(row).catch((err) => dialogs.warning((err as Error).message));
  const onDelete = async (row: AttachmentRow) => {
    if (!(await dialogs.confirm(`Delete ${row.file_name}?`, ATTACHMENT_TEXT.deleteConfirm))) return;
    try {
      await deleteAttachment(row.id);
      await refresh();
    } catch (err) {
      await dialogs.warning((err as Error).message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Attachments">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {rules.title}
        </Typography>
        {canAdd && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              aria-label="File to attach"
              onChange={(e) => void onPick(e.target.files)}
            />
            <Button variant="outlined" startIcon={<AttachFile />} disabled={busy} onClick={() => input.current?.click()}>
              {busy ? 'Uploading…' : 'Attach a file'}
            </Button>
          </>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {rules.hint}: PDF, JPEG or PNG, at most 10 MB. Files are kept with the books and backed up with them.
      </Typography>
      <DataTable<AttachmentRow>
        label="Attached files"
        rows={data}
        perPage={100}
        pageNumber={1}
        onPageChange={() => {}}
        loading={isLoading || busy}
        emptyText="No files attached"
        rowKey={(r) => r.id}
        columns={[
          { key: 'file_name', header: 'File', truncate: 260, render: (r) => r.file_name },
          { key: 'media_type', header: 'Type', nowrap: true, render: (r) => KIND[r.media_type] ?? r.media_type },
          { key: 'size', header: 'Size', align: 'right', render: (r) => sizeOf(r.size_bytes) },
          {
            key: 'uploaded',
            header: 'Attached',
            nowrap: true,
            render: (r) => `${formatDate(r.uploaded_at)}${r.uploaded_by_name ? ` by ${r.uploaded_by_name}` : ''}`,
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <IconButton size="small" aria-label={`Open ${r.file_name}`} onClick={() => void onOpen(r)}>
                  <OpenInNew fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Download ${r.file_name}`}
                  onClick={() => apiDownload(`/attachment-files/${r.id}?download=1`, r.file_name).catch((err) => dialogs.warning((err as Error).message))}
                >
                  <Download fontSize="small" />
                </IconButton>
                {canRemove && (
                  <IconButton size="small" color="error" aria-label={`Delete ${r.file_name}`} onClick={() => void onDelete(r)}>
                    <Delete fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ),
          },
        ]}
      />
    </Paper>
  );
}
