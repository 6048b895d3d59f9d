import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useCan } from '@/api/use-can';
import { useSession } from '@/api/use-session';
import type { Employee } from '@/api/users/user-list.schemas';
import { useEmployees, useUsersWithSkill, useUsersWithUserData } from '@/api/users/user-list.queries';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { shownOfTotalSubtitle } from '@/components/list/list-count';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { useListParams } from '@/components/list/use-list-params';
import {
  criteriaToQuery,
  DIRECTORY_DEFAULTS,
  directoryFilterSchema,
  filterEmployees,
  type DirectoryStatus,
} from '@/lib/employee-directory';
import { PERMISSIONS } from '@/lib/permissions';
import { AvailabilityFigures } from './directory/availability-figures';
import { directoryColumns } from './directory/directory-columns';
import { DirectoryFilters } from './directory/directory-filters';

// Loaded when first needed: most visits never select a row or open a dialog.
const EmployeeBulkActions = dynamic(
  () => import('./directory/employee-bulk-actions').then((m) => m.EmployeeBulkActions),
  { ssr: false },
);
const InvitePersonDialog = dynamic(
  () => import('./invite/invite-person-dialog').then((m) => m.InvitePersonDialog),
  { ssr: false },
);
const AvailabilityDialog = dynamic(
  () => import('@/components/availability/availability-dialog').then((m) => m.AvailabilityDialog),
  {
    ssr: false,
  },
);

const rowId = (row: Employee) => String(row.id);
const rowLabel = (row: Employee) => row.name;
// The status tab is not a filter: "Clear filters" leaves it.
const LIST_OPTIONS = { searchField: 'q', keep: ['status'] } as const;
const NOUNS = { one: 'person', other: 'people' };
const NO_MATCH = {
  title: 'Nobody matches these filters',
  description: 'Try fewer filters or another search.',
};
const NOBODY_ACTIVE = { title: 'No employees yet' };
const NOBODY_ARCHIVED = { title: 'Nobody is archived' };

function asIdSet(ids: number[] | undefined, enabled: boolean): ReadonlySet<number> | null {
  if (!enabled) return null;
  return new Set(ids ?? []);
}

// The directory of everyone in the company: filters, sort and tab in the link; bulk actions on a selection.
export function EmployeesView() {
  const can = useCan();
  const { claims, impersonation } = useSession();
  const list = useListParams(directoryFilterSchema, DIRECTORY_DEFAULTS, LIST_OPTIONS);
  const { filters: criteria, selection } = list;
  const [availabilityFor, setAvailabilityFor] = useState<Employee | null>(null);
  const [inviting, setInviting] = useState(false);
  const employees = useEmployees(criteria.status);
  const withSkill = useUsersWithSkill(criteria.skill);
  const withUserData = useUsersWithUserData(criteria.dataType, criteria.dataId);

  // Typing filters at once; React may defer the re-filter so keystrokes never wait for it.
  const search = useDeferredValue(list.search.text);
  const serverMatches = useMemo(
    () => ({
      skill: asIdSet(withSkill.data, criteria.skill !== null),
      userData: asIdSet(withUserData.data, criteria.dataId !== null),
    }),
    [withSkill.data, withUserData.data, criteria.skill, criteria.dataId],
  );
  const rows = useMemo(
    () => filterEmployees(employees.data ?? [], { ...criteria, q: search }, serverMatches),
    [employees.data, criteria, search, serverMatches],
  );
  // The availability figures count what every other filter leaves, so each card says what it would show.
  const rowsAnyAvailability = useMemo(
    () =>
      criteria.availability === null
        ? rows
        : filterEmployees(
            employees.data ?? [],
            { ...criteria, q: search, availability: null },
            serverMatches,
          ),
    [rows, employees.data, criteria, search, serverMatches],
  );
  const { hrefFor } = list;
  const availabilityHref = useCallback((availability: string | null) => hrefFor({ availability }), [hrefFor]);
  const selectedIds = useMemo(
    () => rows.filter((row) => selection.rows[String(row.id)]).map((row) => row.id),
    [rows, selection.rows],
  );
  const columns = useMemo(
    () =>
      directoryColumns({
        onSetAvailability: can(PERMISSIONS.employeeUpdate) ? setAvailabilityFor : undefined,
      }),
    [can],
  );
  const waiting =
    employees.isPending ||
    (criteria.skill !== null && withSkill.isPending) ||
    (criteria.dataId !== null && withUserData.isPending);
  const total = employees.data?.length;

  return (
    <>
      <PageHeader
        title="Employees"
        subtitle={shownOfTotalSubtitle(rows.length, total, NOUNS)}
        actions={
          <>
            <SavedFiltersMenu
              currentFilters={criteriaToQuery({ ...criteria, q: list.search.text }, list.sort)}
              // A saved filter is the directory's query string, kept as a record.
              onApply={list.applyQuery}
            />
            {can(PERMISSIONS.employeeCreate) ? (
              <>
                <Button startIcon={<ForwardToInbox />} onClick={() => setInviting(true)}>
                  Invite a person
                </Button>
                <Button
                  variant="contained"
                  startIcon={<PersonAdd />}
                  component={NextLink}
                  href="/add-employee"
                >
                  Add employee
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Tabs
        value={criteria.status}
        onChange={(_event, status: DirectoryStatus) => list.setFilters({ status })}
        aria-label="Employee status"
        sx={{ mb: 2 }}
      >
        <Tab value="active" label="Active" />
        <Tab value="archived" label="Archived" />
      </Tabs>
      {employees.isError ? null : (
        <AvailabilityFigures
          rows={rowsAnyAvailability}
          selected={criteria.availability}
          hrefFor={availabilityHref}
          loading={waiting}
        />
      )}
      <DirectoryFilters
        criteria={{ ...criteria, q: list.search.text }}
        onSearchInput={list.search.setText}
        onChange={list.setFilters}
        onClear={list.clearFilters}
      />
      {selectedIds.length > 0 ? (
        <EmployeeBulkActions
          selectedIds={selectedIds}
          status={criteria.status}
          canDelete={can(PERMISSIONS.employeeDelete)}
          onDone={selection.clear}
        />
      ) : null}
      {employees.isError ? (
        <ErrorState
          message="The employee list could not be loaded."
          onRetry={() => void employees.refetch()}
        />
      ) : (
        <DataTable
          ariaLabel={criteria.status === 'active' ? 'Active employees' : 'Archived employees'}
          columns={columns}
          data={rows}
          getRowId={rowId}
          rowLabel={rowLabel}
          loading={waiting}
          sorting={list.sorting}
          onSortingChange={list.onSortingChange}
          rowSelection={selection.rows}
          onRowSelectionChange={selection.set}
          selectionNotice={selection.notice}
          stickyFirstColumn
          // Remembered per person (the impersonated one while impersonating).
          columnMenu={{ tableId: 'employees', userId: impersonation?.userId ?? claims?.sub ?? null }}
          height="calc(100vh - 450px)"
          emptyState={
            // Loaded whole: any row there is and none shown means the filters left none.
            <ListEmptyState
              filtered={(total ?? 0) > 0}
              noMatch={NO_MATCH}
              empty={criteria.status === 'active' ? NOBODY_ACTIVE : NOBODY_ARCHIVED}
            />
          }
        />
      )}
      {availabilityFor ? (
        <AvailabilityDialog employee={availabilityFor} onClose={() => setAvailabilityFor(null)} />
      ) : null}
      {inviting ? <InvitePersonDialog onClose={() => setInviting(false)} /> : null}
    </>
  );
}
