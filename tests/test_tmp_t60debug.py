import pytest
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge, shot
from tests.test_browser_projector_table53 import _play_to_the_end
from tests.test_browser_projector_table60 import own_lab  # noqa

@pytest.mark.parametrize("lang", ["fi", "en"])
def test_debug(own_lab, page, lang):
    table = after_three_moves(own_lab, page, lang)
    _play_to_the_end(page, table, False, "x")
    page.wait_for_timeout(1500)
    shot(page, f"end-{lang}-0")
    nav = table.locator(".fiveup-hand-end .fiveup-nav button")
    print([b.inner_text() for b in nav.all()])
    nav.nth(3).click()
    page.wait_for_timeout(800)
    shot(page, f"end-{lang}-last")
    end = table.locator(".fiveup-table-end")
    print("TREE", end.evaluate("""e => { const out = []; const walk = (n, d) => { if (d > 9) return; for (const c of n.children) { if (c.tagName === 'svg') continue; const r = c.getBoundingClientRect(); out.push(' '.repeat(d) + c.tagName + '.' + String(c.className).slice(0, 90) + ' ' + Math.round(r.top) + '-' + Math.round(r.bottom)); walk(c, d + 1); } }; walk(e, 0); return out.join('\\n'); }"""))
    print("END", end.evaluate("e => [e.scrollHeight, e.clientHeight, e.getBoundingClientRect().top, e.getBoundingClientRect().bottom]"))
    print("TEXT", end.inner_text()[-600:])
    end.evaluate("e => e.scrollTop = e.scrollHeight")
    page.wait_for_timeout(300)
    shot(page, f"end-{lang}-scrolled")
    print("SEATS", table.locator(".fiveup-table-end div.revealed").evaluate("e => e.outerHTML.replace(/<svg[\\s\\S]*?<\\/svg>/g, '<svg/>').slice(0, 1500)"))
