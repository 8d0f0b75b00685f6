import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Select, Space, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money.js';
import {
  type PriceBookChoice,
  type ProductPrice,
  queryPriceBookItems,
  searchProducts,
} from './product-lines-api.js';

const PAGE_SIZE = 10;
/** Typing pauses this long before the picker searches (Enter searches at once). */
export const PICKER_SEARCH_DELAY_MS = 300;

interface PickerPage {
  pricebooks: PriceBookChoice[];
  pricebookId: string | undefined;
  dataList: ProductPrice[];
  totalCount: number;
}

interface Props {
  objectApi: string;
  customerId: string;
  recordCurrency: string;
  /** The record's own price book, when it has one. */
  pricebookId: string;
  /** Price books are off: the dialog searches every active product at its list price. */
  withoutPriceBooks: boolean;
  onAdd: (items: ProductPrice[]) => void;
  onClose: () => void;
}

/** Picks products for new lines from a price book (S2-C-038), or from all products (S2-C-037). */
export function PriceBookDialog(props: Props) {
  const { t } = useTranslation();
  const [pricebookId, setPricebookId] = useState(props.pricebookId || undefined);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<ProductPrice[]>([]);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const searchFor = (text: string) => {
    clearTimeout(typing.current);
    setKeyword(text.trim());
    setPage(1);
  };
  const search = { keyword, recordCurrency: props.recordCurrency, page, pageSize: PAGE_SIZE };
  const items = useQuery({
    queryKey: [
      'productLines',
      'prices',
      props.objectApi,
      props.customerId,
      pricebookId,
      search,
      props.withoutPriceBooks,
    ],
    queryFn: async (): Promise<PickerPage> => {
      if (props.withoutPriceBooks)
        return { pricebooks: [], pricebookId: undefined, ...(await searchProducts(search)) };
      const answer = await queryPriceBookItems({
        ...search,
        objectApi: props.objectApi,
        customerId: props.customerId,
        pricebookId,
      });
      return { ...answer, pricebookId: answer.pricebook.id };
    },
    placeholderData: (previous) => previous,
  });
  const answer = items.data;
  const books = answer?.pricebooks ?? [];
  const chosenBook = answer?.pricebookId ?? pricebookId;

  return (
    <Modal
      open
      className="vela-price-book-dialog"
      title={t('productLines.addTitle')}
      width={860}
      okText={t('productLines.addPicked', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => props.onAdd(picked)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Space className="vela-price-book-dialog__toolbar" wrap>
        {props.withoutPriceBooks ? null : (
          <Select
            aria-label={t('productLines.priceBook')}
            style={{ minWidth: 240 }}
            value={chosenBook}
            options={books.map((book) => ({ value: book.id, label: `${book.name} (${book.currency})` }))}
            onChange={(id: string) => {
              setPricebookId(id);
              setPage(1);
              setPicked([]);
            }}
          />
        )}
        <Input.Search
          aria-label={t('productLines.searchProducts')}
          placeholder={t('productLines.searchProducts')}
          allowClear
          // The products are searched while the person types (issue 26 item 14), and at once on Enter.
          onChange={(event) => {
            const text = event.target.value;
            clearTimeout(typing.current);
            typing.current = setTimeout(() => searchFor(text), PICKER_SEARCH_DELAY_MS);
          }}
          onSearch={searchFor}
        />
      </Space>
      <Table<ProductPrice>
        size="small"
        rowKey="productId"
        loading={items.isFetching}
        dataSource={answer?.dataList ?? []}
        rowSelection={{
          selectedRowKeys: picked.map((item) => item.productId),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setPicked(rows.filter(Boolean)),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: answer?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'name', title: t('productLines.product'), dataIndex: 'productName' },
          { key: 'code', title: t('productLines.code'), dataIndex: 'productCode' },
          { key: 'family', title: t('productLines.family'), dataIndex: 'family' },
          {
            key: 'price',
            title: t('productLines.price'),
            align: 'right',
            render: (_value, item) => formatMoney(item.price, item.currency),
          },
        ]}
      />
    </Modal>
  );
}
