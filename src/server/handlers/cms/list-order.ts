/**
 * The list-item ordering rules live in src/rules/cms-list-order.ts, shared with the editing
 * toolbar so the orders it proposes are the ones this server accepts.
 */
export {
  STATUS_BEARING_TYPE,
  inDisplayOrder,
  isDeleted,
  movableNeighbours,
  newItemOrders,
  planMove,
  type ListItemStatus,
  type MovePlan,
  type NewItemOrders,
  type OrderedItem,
} from '../../../rules/cms-list-order.ts';
