import { ItemListPage } from './ItemListPage';
import { FUND_PROGRAM } from './kinds';

export default function FundProgramPage() {
  return <ItemListPage kind={FUND_PROGRAM} />;
}
