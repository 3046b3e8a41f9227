import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Box, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** what the row is called: the buttons read 'Edit {name}' and 'Delete {name}' to screen readers */
  name: string;
  /** edit by going to a page... */
  editTo?: string;
  /** ...or by a handler (a dialog) */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The edit and delete buttons of a list row; leave a handler out to leave its button out. */
export function RowActions({ name, editTo, onEdit, onDelete }: Props) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {editTo ? (
        <IconButton size="small" aria-label={`Edit ${name}`} component={RouterLink} to={editTo}>
          <Edit fontSize="small" />
        </IconButton>
      ) : (
        onEdit && (
          <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Edit fontSize="small" />
          </IconButton>
        )
      )}
      {onDelete && (
        <IconButton size="small" color="error" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Delete fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
