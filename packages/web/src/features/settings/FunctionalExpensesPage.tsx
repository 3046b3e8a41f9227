import { ItemListPage } from './ItemListPage';
import { FUNCTIONAL_EXPENSES } from './kinds';

export default function FunctionalExpensesPage() {
  return <ItemListPage kind={FUNCTIONAL_EXPENSES} />;
}
