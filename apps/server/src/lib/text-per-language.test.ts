import { describe, expect, it } from 'vitest';
import { JobFailure } from './job-text';
import { joinTexts, optionText, truncateText, verbatim, verbatimOrNull } from './text-per-language';

describe('texts in each console language', () => {
  const ran = { 'zh-cn': '已运行', en: 'ran', 'zh-tw': '已執行' };
  const late = { 'zh-cn': '迟到', en: 'late', 'zh-tw': '遲到' };

  it("joins parts with each language's own separator, leaving out the missing and the empty", () => {
    expect(joinTexts([late, null, verbatim(''), ran, undefined])).toEqual({ 'zh-cn': '迟到；已运行', en: 'late; ran', 'zh-tw': '遲到；已執行' });
    expect(joinTexts([null, verbatim('')])).toBeNull();
  });

  it('cuts each language on its own, marking a cut with an ellipsis', () => {
    expect(truncateText({ 'zh-cn': '一二三四五', en: 'abc', 'zh-tw': '一二三' }, 3)).toEqual({ 'zh-cn': '一二…', en: 'abc', 'zh-tw': '一二三' });
  });

  it("keeps an operator's remark as written in every language, and nothing as null", () => {
    expect(verbatimOrNull('paid by hand')).toEqual({ 'zh-cn': 'paid by hand', en: 'paid by hand', 'zh-tw': 'paid by hand' });
    expect(verbatimOrNull('  ')).toBeNull();
    expect(verbatimOrNull(undefined)).toBeNull();
  });

  it("words a value by its option's label, and keeps a value no option names (or one named by a web key) as written", () => {
    const options = [
      { value: 'WIN', label: { 'zh-cn': '盈', en: 'Win', 'zh-tw': '盈' } },
      { value: 'TIE', label: 'message.contract.tie' },
    ];
    expect(optionText(options, 'WIN')).toEqual({ 'zh-cn': '盈', en: 'Win', 'zh-tw': '盈' });
    expect(optionText(options, 'TIE')).toEqual(verbatim('message.contract.tie'));
    expect(optionText(options, 'LOSE')).toEqual(verbatim('LOSE'));
  });

  it('lets a handler fail in its own words, its English as the error message', () => {
    const failure = new JobFailure(ran);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe('ran');
    expect(failure.text).toBe(ran);
  });
});
