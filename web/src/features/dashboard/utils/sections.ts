/**
 * The home dashboard's sections by plan (spec §2 'Home dashboard by membership id'), and before
 * them, for those who sell, a Sales card (their sales by month) and for a lab a Pipeline card (its
 * patients by stage) and a Vials card (its vials added, shipped and available by month).
 */
const sectionsByPlan: Record<number, readonly string[]> = {
  1: ['Pipeline', 'Vials', 'Patients'],
  2: ['Vials History', 'Documents'],
  3: ['Sales', 'Referral Links'],
  4: ['Sales', 'Patients'],
  5: ['Patients'],
  6: ['Sales', 'Sales Rep Team'],
  7: ['Sales', 'Users List'],
  8: ['Sales', 'Sales Manager Team'],
  9: ['Associated Harvest Centers'],
};

export function dashboardSections(plan: number | undefined): readonly string[] {
  return plan === undefined ? [] : (sectionsByPlan[plan] ?? []);
}
