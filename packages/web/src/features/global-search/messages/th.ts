import type { GlobalSearchMessages } from './en.js';

const globalSearchTh: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'ผลการค้นหา “{{keyword}}”',
  'globalSearch.scope': 'ค้นหาใน',
  'globalSearch.allObjects': 'ทุกออบเจกต์',
  'globalSearch.nothing': 'ไม่พบผลลัพธ์สำหรับ “{{keyword}}”',
  'globalSearch.nothingHint': 'ตรวจสอบการสะกด พิมพ์คำให้น้อยลง หรือค้นหาในทุกออบเจกต์',
  'globalSearch.typeSomething': 'พิมพ์ชื่อ อีเมล หรือหมายเลขโทรศัพท์ในช่องค้นหาด้านบน',
  'globalSearch.corrected': 'ค้นหาคำเหล่านี้ด้วย: {{words}}',
  'globalSearch.showMore': '{{objects}} เพิ่มเติม: ค้นหาเฉพาะที่นี่',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': 'แสดง {{count}} รายการ',
  'globalSearch.failed': 'ไม่สามารถค้นหาได้',
  'globalSearch.seeAll': 'ดูผลลัพธ์ทั้งหมดของ “{{keyword}}”',
  'globalSearch.preparing': 'การค้นหาด้วยคำสำคัญยังอยู่ระหว่างการเตรียม ผลลัพธ์จะตรงกับส่วนต้นของชื่อเท่านั้น',
};

export default globalSearchTh;
