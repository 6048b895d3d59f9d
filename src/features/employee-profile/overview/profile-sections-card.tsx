import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDepartments } from '@/api/departments/departments.reference';
import {
  useSaveUserProfileSections,
  useSetDepartmentSectionStatus,
} from '@/api/profile-sections/profile-section.mutations';
import { useProfileSections } from '@/api/profile-sections/profile-section.queries';
import type { ProfileSection } from '@/api/profile-sections/profile-section.schemas';
import { useCan } from '@/api/use-can';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { hiddenSectionKeys } from '@/lib/profile-section-visibility';
import { OverviewCard } from './overview-card';

const LOADING_ROWS = 8;

// Why a section is shown or hidden on this profile, in words.
function reasonOf(section: ProfileSection, person: UserProfile, department: string | null): string {
  const own = person.profile_sections.find((choice) => choice.id === section.id)?.status;
  if (own !== undefined) return own ? 'Switched on for this person' : 'Switched off for this person';
  const byDepartment = section.departments.find((row) => row.department_id === person.department_id)?.status;
  if (byDepartment === false) return `Switched off for ${department ?? 'their department'}`;
  return 'Shown';
}

// The optional sections (tabs) of this profile: the person's own switch per section and, for people who
// manage settings, whether the section shows for everyone in the person's department.
export function ProfileSectionsCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  const sections = useProfileSections();
  const departments = useDepartments();
  const can = useCan();
  const saveOwn = useSaveUserProfileSections(person.id);
  const setForDepartment = useSetDepartmentSectionStatus();
  const departmentId = person.department_id;
  const department =
    departmentId === null ? null : (departments.data?.find((row) => row.id === departmentId)?.name ?? null);
  // A department-wide switch needs settings::manage and a department whose name can be shown.
  const managesDepartment = can(PERMISSIONS.settingsManage) && departmentId !== null && department !== null;
  const hidden = sections.data
    ? hiddenSectionKeys(sections.data, departmentId, person.profile_sections)
    : new Set<string>();
  const pendingOwn = saveOwn.isPending ? saveOwn.variables[0]?.id : undefined;
  const pendingDepartment = setForDepartment.isPending ? setForDepartment.variables.sectionId : undefined;

  return (
    <OverviewCard title="Profile sections" editable={false}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Which sections this profile shows as tabs. A person’s own choice wins over their department’s.
      </Typography>
      {sections.isError ? (
        <Alert severity="warning">
          The profile sections could not be loaded. Reload the page to try again.
        </Alert>
      ) : (
        <Table size="small" aria-label="Profile sections of this person">
          <TableHead>
            <TableRow>
              <TableCell>Section</TableCell>
              <TableCell>On this profile</TableCell>
              {managesDepartment ? <TableCell>Shown for everyone in {department}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.data
              ? sections.data.map((section) => {
                  const shown = !hidden.has(section.key);
                  const forDepartment =
                    section.departments.find((row) => row.department_id === departmentId)?.status ?? true;
                  return (
                    <TableRow key={section.id}>
                      <TableCell component="th" scope="row">
                        {section.name}
                      </TableCell>
                      <TableCell>
                        {editable ? (
                          <Switch
                            checked={shown}
                            disabled={pendingOwn === section.id}
                            onChange={(event) =>
                              saveOwn.mutate([{ id: section.id, status: event.target.checked }])
                            }
                            slotProps={{ input: { 'aria-label': `Show ${section.name} on this profile` } }}
                          />
                        ) : null}
                        <Typography component="span" variant="body2" color="text.secondary">
                          {reasonOf(section, person, department)}
                        </Typography>
                      </TableCell>
                      {managesDepartment ? (
                        <TableCell>
                          <Switch
                            checked={forDepartment}
                            disabled={pendingDepartment === section.id}
                            onChange={(event) =>
                              setForDepartment.mutate({
                                sectionId: section.id,
                                department_id: departmentId,
                                status: event.target.checked,
                              })
                            }
                            slotProps={{
                              input: { 'aria-label': `Show ${section.name} for everyone in ${department}` },
                            }}
                          />
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })
              : Array.from({ length: LOADING_ROWS }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={managesDepartment ? 3 : 2}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      )}
    </OverviewCard>
  );
}
