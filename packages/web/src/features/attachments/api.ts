import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXT, type AttachmentOwner, type AttachmentRow, M } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { authStore } from '../../app/auth-store';
import { ApiError } from '../../api/client';
import { api } from '../../api/typed';

/** One route per kind of document (the server's /attachments/bill/{owner_id}, ...). */
const listPath = (owner: AttachmentOwner) => `/attachments/${owner}/{owner_id}` as '/attachments/bill/{owner_id}';

export const attachmentsKey = (owner: AttachmentOwner, id: number) => ['attachments', owner, id] as const;

export function useAttachments(owner: AttachmentOwner, id: number, enabled: boolean) {
  return useQuery({
    queryKey: attachmentsKey(owner, id),
    queryFn: async () => (await api.get(listPath(owner), { path: { owner_id: id } })).data as AttachmentRow[],
    enabled,
  });
}

const bearer = (): Record<string, string> => {
  const token = authStore.get()?.accessToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function failure(res: Response): Promise<never> {
  const body = await res.json().catch(() => null);
  if (res.status === 401 && authStore.get()) authStore.clear();
  throw new ApiError(body?.status ?? res.status, body?.message ?? (res.status === 413 ? ATTACHMENT_TEXT.tooLarge : M.serverError), body?.errors ?? {});
}

/** Sends one file as multipart/form-data (the JSON client cannot); a file over 10 MB is refused before sending. */
export async function uploadAttachment(owner: AttachmentOwner, id: number, file: File): Promise<AttachmentRow> {
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, ATTACHMENT_TEXT.tooLarge);
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/api/v1/attachments/${owner}/${id}`, { method: 'POST', headers: bearer(), body: form });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  if (!res.ok) return failure(res);
  return (await res.json()).data as AttachmentRow;
}

/**
 * Opens a file in a new tab. A link cannot carry the bearer token, so the file is fetched and shown from a
 * blob of the type the server judged at upload (PDF, PNG or JPEG: never a page that runs script). The tab is
 * opened at the click, before the fetch, so no popup blocker stops it.
 */
export async function openAttachment(row: AttachmentRow): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(`/api/v1/attachment-files/${row.id}`, { headers: bearer() });
    if (!res.ok) return await failure(res);
    const blob = new Blob([await res.arrayBuffer()], { type: row.media_type });
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

export const deleteAttachment = (id: number) => api.delete('/attachment-files/{id}', { path: { id } });
