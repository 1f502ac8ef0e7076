import { CreateButton, DataTable, DateField, FunctionField, List, TextInput, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { orderCalls, type Order } from '@bfsm/api-adapter';
import { orderEditionChoices, orderStateChoices } from './order-choices';
import { ExportButton } from './ExportButton';
import { optionalCents } from './money-field';
import { RenewalChip } from './renewal';
import { orderView } from '@bfsm/api-adapter';
import { screens } from '../screens';

const Column = DataTable.Col<Order>;

const filters = [
  <TextInput key="q" source="q" type="search" alwaysOn helperText={false} />,
  <SelectInput key="state" source="state" choices={orderStateChoices} alwaysOn emptyText="Alle" />,
];

/** /admin/orders: every request and order, newest first; a row opens the order. */
export default function OrderList() {
  return (
    <List
      title="resources.orders.page.list"
      sort={screens.orderList.list.sort}
      filters={filters}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          <ExportButton
            path={orderCalls.exportOrders.path}
            view={orderView}
            fileName="bestellungen.csv"
            label="resources.orders.action.export"
          />
          <CreateButton label="resources.orders.action.create" />
        </TopToolbar>
      }
    >
      <DataTable<Order> rowClick="show" bulkActionButtons={false}>
        <Column source="id" />
        <Column source="state">
          <SelectField source="state" choices={orderStateChoices} />
        </Column>
        {/* Beside the state, so that a renewal is seen at once also on a phone. */}
        <Column source="renewsLicenceEnd" disableSort>
          <FunctionField<Order> render={(order) => <RenewalChip order={order} />} />
        </Column>
        <Column source="email" />
        <Column source="edition">
          <SelectField source="edition" choices={orderEditionChoices} />
        </Column>
        <Column source="devices" />
        <Column source="netCents" disableSort>
          <FunctionField<Order> render={(order) => optionalCents(order.netCents)} />
        </Column>
        <Column source="createdAt">
          <DateField source="createdAt" locales="de-DE" />
        </Column>
        <Column source="validUntil">
          <DateField source="validUntil" locales="de-DE" />
        </Column>
      </DataTable>
    </List>
  );
}
