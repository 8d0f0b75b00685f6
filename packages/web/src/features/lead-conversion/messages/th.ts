import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in th. */
const leadConversionTh: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'แปลง',
  'leadConversion.title': 'แปลงลูกค้าเป้าหมาย',
  'leadConversion.account': 'บัญชี',
  'leadConversion.accountNew': 'สร้างบัญชีใหม่',
  'leadConversion.accountExisting': 'เลือกบัญชีที่มีอยู่',
  'leadConversion.accountName': 'ชื่อบัญชี',
  'leadConversion.accountPick': 'ค้นหาบัญชี',
  'leadConversion.contact': 'ผู้ติดต่อ',
  'leadConversion.contactNew': 'สร้างผู้ติดต่อใหม่: {{name}}',
  'leadConversion.contactExisting': 'เลือกผู้ติดต่อที่มีอยู่',
  'leadConversion.contactPick': 'ค้นหาผู้ติดต่อ',
  'leadConversion.opportunity': 'โอกาสการขาย',
  'leadConversion.opportunityNew': 'สร้างโอกาสการขายใหม่',
  'leadConversion.opportunityNone': 'ไม่สร้างโอกาสการขาย',
  'leadConversion.opportunityName': 'ชื่อโอกาสการขาย',
  'leadConversion.owner': 'เจ้าของเรคคอร์ด',
  'leadConversion.matches': 'มีอยู่แล้วใน Vela ด้วยชื่อหรืออีเมลเดียวกัน เลือกรายการนั้นเพื่อไม่ให้ซ้ำ',
  'leadConversion.submit': 'แปลง',
  'leadConversion.convertedTitle': 'แปลงลูกค้าเป้าหมายแล้ว',
  'leadConversion.convertedTag': 'แปลงแล้ว',
  'leadConversion.failed': 'ไม่สามารถแปลงลูกค้าเป้าหมายได้',
  'leadConversion.pickRecord': 'โปรดเลือกเรคคอร์ดก่อน',
  'leadConversion.close': 'ปิด',
  'leadConversion.newQuote': 'ใบเสนอราคาใหม่',
  'leadConversion.quoteCreated': 'สร้างใบเสนอราคา "{{name}}" แล้ว',
  'leadConversion.sync': 'ซิงค์กับโอกาสการขาย',
  'leadConversion.synced': 'ตอนนี้โอกาสการขายแสดงรายการและยอดรวมของใบเสนอราคานี้ ({{amount}})',
  'leadConversion.syncing': 'กำลังซิงค์',
  'leadConversion.createOrder': 'สร้างคำสั่งซื้อ',
  'leadConversion.orderCreated': 'สร้างคำสั่งซื้อ {{number}} แล้ว',
  'leadConversion.actionFailed': 'ไม่สำเร็จ',
};

export default leadConversionTh;
