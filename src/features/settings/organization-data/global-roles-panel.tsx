import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGlobalRoles } from '@/api/global-roles/global-roles.reference';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { permissionLabel } from '@/lib/permission-labels';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The roles people can have, read-only (the API has no call that changes them), with what each may do.
export function GlobalRolesPanel() {
  const roles = useGlobalRoles();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="global-roles-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="global-roles-title" variant="h6" component="h2">
        Roles
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Every person has one of these roles. Roles and what they allow are set by the server and cannot be
        changed here.
      </Typography>
      <QueryStates
        query={roles}
        loadingLabel="Loading roles"
        errorMessage="Roles could not be loaded."
        rows={3}
      />
      {roles.isSuccess && roles.data.length === 0 ? <EmptyState title="No roles" /> : null}
      {roles.isSuccess && roles.data.length > 0 ? (
        <Table size="small" aria-labelledby="global-roles-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Role</TableCell>
              <TableCell scope="col">May</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.data.map((role) => (
              <TableRow key={role.id}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {capitalised(role.name)}
                </TableCell>
                <TableCell>
                  {role.permissions?.length
                    ? role.permissions.map(permissionLabel).join(' · ')
                    : role.permissions
                      ? 'Nothing beyond their own profile.'
                      : 'Not told by the server.'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}
