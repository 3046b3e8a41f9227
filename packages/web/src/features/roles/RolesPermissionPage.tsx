import { ACCESS_LEVELS, M, SUPER_ADMIN_ROLE_ID } from '@app/contract';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useBlocker } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { updateRolePermissions, usePositions, useRoleMatrix } from './api';
import { PermissionMatrix } from './PermissionMatrix';

/**
 * 'Roles & Permission': choose an access level, then a position, and tick its permissions. Changes are kept
 * as added and removed permission ids and sent together on Save. With no position, role 1 is shown disabled.
 */
export default function RolesPermissionPage() {
  const auth = useAuth();
  return auth.isSuperAdmin ? <RolesPermission /> : <Navigate to="/404" replace />;
}

function RolesPermission() {
  const dialogs = useDialogs();
  const client = useQueryClient();
  const [level, setLevel] = useState(0);
  const [position, setPosition] = useState(0);
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const positions = usePositions(level || null);
  const matrix = useRoleMatrix(position || SUPER_ADMIN_ROLE_ID);

  const resetChanges = () => {
    setAdded(new Set());
    setRemoved(new Set());
  };
  const changes = added.size + removed.size;
  const roleName = matrix.data?.role.name ?? 'this position';

  // Unsaved ticks are thrown away only once the user says so: on another level, position, Clear or page.
  const mayDiscard = useCallback(
    async () => changes === 0 || dialogs.confirm(M.permissionsDiscardTitle, M.permissionsDiscard(changes, roleName)),
    [changes, roleName, dialogs],
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changes > 0 && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false); // one question per blocked navigation, however often this renders
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    mayDiscard().then((ok) => {
      asking.current = false;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, mayDiscard]);
  // Closing or reloading the tab: the browser's own question.
  useEffect(() => {
    if (changes === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes]);

  const clear = async () => {
    if (!(await mayDiscard())) return;
    setLevel(0);
    setPosition(0);
    resetChanges();
  };

  const toggle = (id: number, on: boolean) => {
    const held = matrix.data?.permissions.some((g) => [g.Create, g.Edit, g.View, g.Delete].some((c) => c?.permission_id === id && c.permission_value));
    const next = (s: Set<number>, add: boolean) => {
      const copy = new Set(s);
      if (add) copy.add(id);
      else copy.delete(id);
      return copy;
    };
    // A tick back to what the server holds is no change at all.
    setAdded((s) => next(s, on && !held));
    setRemoved((s) => next(s, !on && !!held));
  };

  const save = async () => {
    setSaving(true);
    try {
      await updateRolePermissions(position, [...added], [...removed]);
      resetChanges();
      await client.invalidateQueries({ queryKey: ['roles', 'matrix', position] });
      await dialogs.success(M.permissionChanged);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    } finally {
      setSaving(false);
    }
  };

  if (matrix.isLoading && !matrix.data) return <LoadingOverlay />;
  return (
    <>
      <PageHeader title="Roles & Permission" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            id="access_level"
            label="Access Level"
            value={level || ''}
            onChange={async (e) => {
              const next = Number(e.target.value);
              if (!(await mayDiscard())) return;
              setLevel(next);
              setPosition(0);
              resetChanges();
            }}
            sx={{ maxWidth: { md: 280 } }}
          >
            {ACCESS_LEVELS.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="position"
            label="Position"
            value={position || ''}
            disabled={!level || positions.isLoading}
            helperText={!level ? 'Choose an access level first' : undefined}
            onChange={async (e) => {
              const next = Number(e.target.value);
              if (!(await mayDiscard())) return;
              setPosition(next);
              resetChanges();
            }}
            sx={{ maxWidth: { md: 280 } }}
          >
            {(positions.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={clear}>
              Clear
            </Button>
            {position > 0 && (
              <Button variant="contained" onClick={save} disabled={saving || changes === 0}>
                Save
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {position && matrix.data
          ? `Permissions of ${matrix.data.role.name} (${matrix.data.role.acess_level_name})`
          : 'Administrator: every permission (choose a position to change its permissions)'}
        {changes > 0 && ` · ${changes} unsaved change${changes > 1 ? 's' : ''}`}
      </Typography>
      <PermissionMatrix
        rows={matrix.data?.permissions ?? []}
        loading={matrix.isFetching}
        readOnly={!position}
        isOn={(id, held) => (added.has(id) ? true : removed.has(id) ? false : held)}
        onToggle={toggle}
      />
    </>
  );
}
