/**
 * The country → province → city → county tree behind address groups. Names
 * are the stored values (what a person reads in a list or a report).
 */
export interface RegionNode {
  name: string;
  labels?: Record<string, string>;
  children?: readonly RegionNode[];
}

export const REGIONS: readonly RegionNode[] = [
  {
    name: 'China',
    labels: { zh: '中国' },
    children: [
      {
        name: 'Beijing',
        labels: { zh: '北京' },
        children: [{ name: 'Beijing City', children: [{ name: 'Chaoyang' }, { name: 'Haidian' }] }],
      },
      {
        name: 'Shanghai',
        labels: { zh: '上海' },
        children: [{ name: 'Shanghai City', children: [{ name: 'Pudong' }, { name: 'Xuhui' }] }],
      },
      {
        name: 'Guangdong',
        labels: { zh: '广东' },
        children: [
          { name: 'Guangzhou', children: [{ name: 'Tianhe' }, { name: 'Yuexiu' }] },
          { name: 'Shenzhen', children: [{ name: 'Nanshan' }, { name: 'Futian' }] },
        ],
      },
    ],
  },
  {
    name: 'United States',
    children: [
      {
        name: 'California',
        children: [
          { name: 'San Francisco', children: [{ name: 'San Francisco County' }] },
          { name: 'Los Angeles', children: [{ name: 'Los Angeles County' }] },
        ],
      },
      {
        name: 'New York',
        children: [{ name: 'New York City', children: [{ name: 'Manhattan' }, { name: 'Brooklyn' }] }],
      },
      { name: 'Texas', children: [{ name: 'Austin', children: [{ name: 'Travis County' }] }] },
    ],
  },
  {
    name: 'Germany',
    children: [
      { name: 'Bavaria', children: [{ name: 'Munich', children: [{ name: 'Altstadt' }] }] },
      { name: 'Berlin', children: [{ name: 'Berlin City', children: [{ name: 'Mitte' }] }] },
    ],
  },
  {
    name: 'United Kingdom',
    children: [
      {
        name: 'England',
        children: [{ name: 'London', children: [{ name: 'Camden' }, { name: 'Westminster' }] }],
      },
    ],
  },
];
