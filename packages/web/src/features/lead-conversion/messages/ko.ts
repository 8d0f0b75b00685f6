import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in ko. */
const leadConversionKo: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': '전환',
  'leadConversion.title': '리드 전환',
  'leadConversion.account': '거래처',
  'leadConversion.accountNew': '새 거래처 만들기',
  'leadConversion.accountExisting': '기존 거래처 선택',
  'leadConversion.accountName': '거래처 이름',
  'leadConversion.accountPick': '거래처 검색',
  'leadConversion.contact': '연락처',
  'leadConversion.contactNew': '새 연락처 만들기: {{name}}',
  'leadConversion.contactExisting': '기존 연락처 선택',
  'leadConversion.contactPick': '연락처 검색',
  'leadConversion.opportunity': '영업 기회',
  'leadConversion.opportunityNew': '새 영업 기회 만들기',
  'leadConversion.opportunityNone': '영업 기회 만들지 않기',
  'leadConversion.opportunityName': '영업 기회 이름',
  'leadConversion.owner': '레코드 소유자',
  'leadConversion.matches': '같은 이름이나 이메일의 레코드가 이미 있습니다. 중복을 피하려면 선택하세요.',
  'leadConversion.submit': '전환',
  'leadConversion.convertedTitle': '리드가 전환되었습니다',
  'leadConversion.convertedTag': '전환됨',
  'leadConversion.failed': '리드를 전환할 수 없습니다.',
  'leadConversion.pickRecord': '먼저 레코드를 선택하세요.',
  'leadConversion.close': '닫기',
  'leadConversion.newQuote': '새 견적',
  'leadConversion.quoteCreated': '견적 "{{name}}"을(를) 만들었습니다.',
  'leadConversion.sync': '영업 기회와 동기화',
  'leadConversion.synced': '이제 영업 기회에 이 견적의 품목과 합계({{amount}})가 표시됩니다.',
  'leadConversion.syncing': '동기화 중',
  'leadConversion.createOrder': '주문 만들기',
  'leadConversion.orderCreated': '주문 {{number}}을(를) 만들었습니다.',
  'leadConversion.actionFailed': '실패했습니다.',
};

export default leadConversionKo;
