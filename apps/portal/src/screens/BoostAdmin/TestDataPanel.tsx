import {
  labels,
  type Role,
  roleLabels,
  TEST_ACCOUNT_COUNT,
  TEST_BUSINESS_UNIT_COUNT,
  TEST_BUSINESS_UNITS,
} from '@portal/contract';
import { Card, Cell, Column, Row, Table, TableBody, TableHeader } from '@portal/ui';
import * as styles from './BoostAdmin.css.ts';

/**
 * The eight demo accounts the server loads with demo data (apps/server/src/seed/demo.ts). Their
 * personal codes are not repeated here: the README's demo table lists them for testers.
 */
const TEST_ACCOUNTS: readonly { name: string; email: string; role: Role; department: string }[] = [
  { name: 'Alex Morgan', email: 'alex.morgan@example.com', role: 'admin', department: 'IT' },
  { name: 'Maria Lopez', email: 'maria.lopez@example.com', role: 'manager', department: 'OS Support' },
  { name: 'Robin Clark', email: 'robin.clark@example.com', role: 'manager', department: 'DevOps' },
  { name: 'Sam Taylor', email: 'sam.taylor@example.com', role: 'agent', department: 'IT' },
  { name: 'Priya Shah', email: 'priya.shah@example.com', role: 'agent', department: 'Finance' },
  { name: 'Tom Baker', email: 'tom.baker@example.com', role: 'agent', department: 'HR/P&T' },
  { name: 'Jordan Lee', email: 'jordan.lee@example.com', role: 'user', department: 'LEC' },
  { name: 'Casey Nguyen', email: 'casey.nguyen@example.com', role: 'user', department: 'Finance' },
];

/** The Test Data tab: the 8 test accounts, the 5 test units and how to test with them. */
export function TestDataPanel() {
  return (
    <div className={styles.panel}>
      <Card
        as="section"
        headingLevel={2}
        title={`${TEST_ACCOUNT_COUNT} test accounts`}
        description="Loaded with the demo data; each signs in with e-mail and personal code."
      >
        <Table aria-label="Test accounts">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Email</Column>
            <Column>Role</Column>
            <Column>Department</Column>
          </TableHeader>
          <TableBody items={TEST_ACCOUNTS.map((account) => ({ id: account.email, ...account }))}>
            {(account) => (
              <Row id={account.id}>
                <Cell>{account.name}</Cell>
                <Cell>
                  <span className={styles.email}>{account.email}</span>
                </Cell>
                <Cell>{roleLabels[account.role]}</Cell>
                <Cell>{account.department}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
      <Card
        as="section"
        headingLevel={2}
        title={`${TEST_BUSINESS_UNIT_COUNT} test business units`}
        description={`'${labels.createTestUnits}' adds any of these that are missing.`}
      >
        <Table aria-label="Test business units">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Code</Column>
            <Column>Type</Column>
            <Column>Description</Column>
          </TableHeader>
          <TableBody items={TEST_BUSINESS_UNITS.map((unit) => ({ id: unit.code, ...unit }))}>
            {(unit) => (
              <Row id={unit.id}>
                <Cell>{unit.name}</Cell>
                <Cell>{unit.code}</Cell>
                <Cell>{unit.type}</Cell>
                <Cell prose>{unit.description}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
      <Card as="section" headingLevel={2} title="Testing instructions">
        <ol className={styles.plainList}>
          <li>
            Press '{labels.createTestUnits}' to add the five test business units (units that already exist are
            skipped; the message says how many were created).
          </li>
          <li>
            Sign in as each test account in a private window to see what each role may do: the Admin link and
            Quick Actions appear for admins; managers see every ticket; agents see their department's.
          </li>
          <li>
            In the Users tab, change a BOOST role inline and sign in as that person again: their ticket
            columns and controls follow the new role.
          </li>
          <li>
            Raise a ticket as a user, assign it as a manager, comment as an agent (internal comments stay
            hidden from the requester), and resolve it as the requester.
          </li>
        </ol>
      </Card>
    </div>
  );
}
