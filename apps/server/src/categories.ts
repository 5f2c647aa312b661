import type { Department } from './domain.ts';

/** The category tree offered by the new-ticket dialog: department -> category -> subcategories. */
export const CATEGORIES: Record<Department, Record<string, string[]>> = {
  'OS Support': {
    'Office Services': ['Building Access', 'Desk Booking', 'Meeting Rooms', 'Post and Deliveries'],
    Travel: ['Flight Booking', 'Hotel Booking', 'Visa Support', 'Travel Insurance'],
    Facilities: ['Cleaning', 'Maintenance Request', 'Health and Safety'],
  },
  Finance: {
    Expenses: ['Expense Claim', 'Corporate Card', 'Per Diem Rates', 'Receipt Issues'],
    Invoicing: ['Client Invoice', 'Supplier Invoice', 'Credit Note'],
    Payroll: ['Payslip Query', 'Tax Code', 'Pension'],
    Budgets: ['Project Budget', 'Forecast', 'Cost Centre Change'],
  },
  'HR/P&T': {
    Leave: ['Annual Leave', 'Sick Leave', 'Parental Leave', 'Compassionate Leave'],
    Onboarding: ['New Starter', 'Contract', 'Right to Work'],
    'Learning and Development': ['Training Request', 'Certification', 'Mentoring'],
    Policies: ['Safeguarding', 'Code of Conduct', 'Flexible Working'],
  },
  IT: {
    Access: ['Password Reset', 'Account Locked', 'New Account', 'MFA Setup'],
    Hardware: ['Laptop', 'Monitor', 'Phone', 'Peripherals'],
    Software: ['Installation', 'Licence Request', 'Microsoft 365', 'Bug Report'],
    Network: ['VPN', 'Wi-Fi', 'Remote Access'],
  },
  LEC: {
    Contracts: ['Contract Review', 'NDA', 'Subcontractor Agreement'],
    Compliance: ['Data Protection', 'Anti-Bribery', 'Sanctions Screening'],
    Ethics: ['Conflict of Interest', 'Whistleblowing', 'Gifts and Hospitality'],
  },
  DevOps: {
    Deployments: ['New Environment', 'Release Request', 'Rollback'],
    'CI/CD': ['Pipeline Failure', 'Build Agent', 'Secrets Management'],
    Monitoring: ['Alert Configuration', 'Incident Follow-up', 'Dashboards'],
    'Country Roll-out': ['Deploying to a New Country', 'Localisation', 'Data Residency'],
  },
};
