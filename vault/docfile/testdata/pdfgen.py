#!/usr/bin/python3
"""Writes the reportlab-made test PDFs and their ground truth.

Each PDF is laid out line by line here, so the ground truth is exact: the
body text of every page in reading order (hyphenated words whole,
ligatures as the letters they stand for) and the running header, footer
and page-number lines kept apart as furniture.

Usage: pdfgen.py OUTDIR   (make.sh runs it)
"""
import json
import random
import sys

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
pdfmetrics.registerFont(TTFont("Serif", SERIF))

W, H = letter
LIGATURES = {"\ufb01": "fi", "\ufb02": "fl", "\ufb00": "ff"}


def plain(s):
    """The ground-truth spelling of drawn text: ligature glyphs as letters."""
    for k, v in LIGATURES.items():
        s = s.replace(k, v)
    return s


def wrap(words, width, size):
    """Greedy line breaking; a word that does not fit is hyphenated when
    it is long and purely alphabetic. Returns drawn lines."""
    lines, cur = [], ""
    for w in words:
        trial = (cur + " " + w) if cur else w
        if pdfmetrics.stringWidth(trial, "Serif", size) <= width:
            cur = trial
            continue
        split = None
        if w.isalpha() and len(w) >= 8:
            for cut in range(len(w) - 3, 3, -1):
                head = w[:cut] + "-"
                t = (cur + " " + head) if cur else head
                if pdfmetrics.stringWidth(t, "Serif", size) <= width:
                    split = cut
                    break
        if split:
            lines.append((cur + " " + w[:split] + "-") if cur else w[:split] + "-")
            cur = w[split:]
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


class _Recorder:
    """Collects a page's drawing calls, so they can be written in either
    order."""

    def __init__(self, ops):
        self.ops, self.font = ops, ("Serif", 10)

    def setFont(self, name, size):
        self.font = (name, size)

    def drawString(self, x, y, text):
        self.ops.append((False, x, y) + self.font + (text,))

    def drawCentredString(self, x, y, text):
        self.ops.append((True, x, y) + self.font + (text,))


class Doc:
    """A document drawn page by page with its ground truth."""

    def __init__(self, path, size=10.5, order="columns"):
        """order "columns" draws each column top to bottom, as most
        typesetters write a page; "rows" draws the page row by row across
        both columns (as some print drivers do), so that the file's
        drawing order is not its reading order."""
        self.order = order
        self.c = canvas.Canvas(path, pagesize=letter, invariant=1)
        self.c.setTitle(path.rsplit("/", 1)[-1])
        self.size = size
        self.lead = size * 1.3
        self.pages = []

    def page(self, label, header, footer, regions):
        """regions: list of (kind, paragraphs): kind 'full' or 'cols'.
        Each paragraph is a string; paragraphs are separated by a gap."""
        size, lead = self.size, self.lead
        ops = []
        c = _Recorder(ops)
        furn = []
        if header:
            c.setFont("Serif", 9)
            c.drawString(72, H - 40, header)
            furn.append(plain(header))
        y = H - 80
        body = []
        for kind, paras in regions:
            if kind == "full":
                for p in paras:
                    c.setFont("Serif", size + 1.5)
                    c.drawCentredString(W / 2, y, p)
                    body.append(plain(p))
                    y -= lead * 1.6
                continue
            colw = (W - 144 - 24) / 2
            xs = [72, 72 + colw + 24]
            col, ytop, yy = 0, y, y
            lowest = y
            for p in paras:
                lines = wrap(p.split(), colw, size)
                for ln in lines:
                    if yy < 90:
                        col += 1
                        yy = ytop
                        if col > 1:
                            raise SystemExit("text overflows the page")
                    c.setFont("Serif", size)
                    c.drawString(xs[col], yy, ln)
                    yy -= lead
                    lowest = min(lowest, yy)
                yy -= lead * 0.8
                body.append(plain(p))
            y = lowest - lead
        if footer:
            c.setFont("Serif", 9)
            c.drawCentredString(W / 2, 40, footer)
            furn.append(plain(footer))
        if self.order == "rows":
            ops.sort(key=lambda o: (-round(o[2]), o[1]))
        for centred, x, y, font, fsize, text in ops:
            self.c.setFont(font, fsize)
            if centred:
                self.c.drawCentredString(x, y, text)
            else:
                self.c.drawString(x, y, text)
        self.c.showPage()
        self.pages.append({"label": label, "text": "\n\n".join(body), "furniture": furn})

    def save(self, truth):
        self.c.save()
        with open(truth, "w", encoding="utf-8") as f:
            json.dump({"pages": self.pages}, f, ensure_ascii=False, indent=1)
            f.write("\n")


OPINION = [
    [
        "The plaintiffs \ufb01led this action in the Northern District, alleging that the defendant breached the distribution agreement and that the forum-selection clause in that agreement does not bind them. The district court dismissed the complaint under the doctrine of forum non conveniens, and the plaintiffs appeal.",
        "We review the enforcement of a forum-selection clause for abuse of discretion. Such clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances. The party resisting enforcement bears a heavy burden of proof.",
        "The agreement provides that any dispute arising out of or relating to it shall be litigated exclusively in the courts of the State of Delaware. The plaintiffs do not dispute that their claims fall within that language. They argue instead that the clause was the product of overreaching and that the \ufb02ow of negotiations left them no meaningful choice.",
    ],
    [
        "We disagree. The record shows that the parties were sophisticated commercial entities represented by counsel, that the agreement was the subject of extended negotiation, and that the plaintiffs proposed and obtained changes to other provisions. Nothing suggests that the clause was procured by fraud or overreaching.",
        "Nor would enforcement contravene a strong public policy of the forum in which suit was brought. The plaintiffs point to a state statute that voids forum-selection clauses in certain franchise agreements, but the agreement here is not a franchise agreement within the meaning of that statute, and the statute by its terms does not reach it.",
        "Finally, the plaintiffs contend that litigating in Delaware would be so gravely difficult and inconvenient that they would for all practical purposes be deprived of their day in court. Mere inconvenience or additional expense is not the test of unreasonableness, and the plaintiffs have shown nothing more than that.",
    ],
    [
        "The district court therefore did not abuse its discretion in enforcing the clause. Because the clause is mandatory and enforceable, the court properly dismissed the action rather than weighing the private-interest factors that would otherwise govern a motion under the doctrine of forum non conveniens.",
        "The plaintiffs' remaining arguments are without merit. The judgment of the district court is AFFIRMED.",
    ],
]


def opinion(out, name="opinion", order="columns"):
    d = Doc(out + "/" + name + ".pdf", size=15, order=order)
    head = "SMITH v. JONES DISTRIBUTION CO."
    for i, paras in enumerate(OPINION):
        regions = []
        if i == 0:
            regions.append(("full", ["UNITED STATES COURT OF APPEALS", "SMITH v. JONES DISTRIBUTION CO."]))
        regions.append(("cols", paras))
        d.page(str(i + 1), head if i > 0 else "", str(i + 1), regions)
    d.save(out + "/" + name + ".truth.json")


HANDBOOK = [
    ("i", "FOREWORD", ["This handbook describes the policies that apply to every employee of the \ufb01rm. It does not create a contract of employment."]),
    ("ii", "CONTENTS", ["Section 1 sets out the conduct rules. Section 2 sets out the leave rules. Each section may be amended by written notice."]),
    ("1", "Section 1. Conduct", ["Every employee shall act with integrity and shall avoid any con\ufb02ict of interest. An employee who becomes aware of a conflict shall report it to the general counsel within five business days."]),
    ("2", "Section 2. Leave", ["Each employee accrues annual leave at the rate of two days per month of service. Unused leave of more than ten days is forfeited at the end of the calendar year unless the employee's supervisor approves a carry-over in writing."]),
]


def labelled(out):
    d = Doc(out + "/labelled.pdf")
    c = d.c
    c.addPageLabel(0, style="ROMAN_LOWER")
    c.addPageLabel(2, style="ARABIC", start=1)
    for label, title, paras in HANDBOOK:
        d.page(label, "EMPLOYEE HANDBOOK", "Page " + label, [("full", [title]), ("cols", paras)])
    d.save(out + "/labelled.truth.json")


VOCAB = ("the court held that a forum selection clause agreement party contract shall be enforced unless "
         "unreasonable plaintiff defendant district appeal jurisdiction venue statute provision "
         "interpretation reasonable commercial negotiation evidence record review discretion "
         "judgment affirmed reversed remanded arbitration dispute claim liability damages notice "
         "termination assignment obligation performance breach remedy injunction declaratory").split()


def bench(out, pages=60):
    rnd = random.Random(20261201)
    d = Doc(out + "/bench.pdf", size=9.5, order="rows")
    for i in range(pages):
        paras = []
        for _ in range(6):
            words = [rnd.choice(VOCAB) for _ in range(rnd.randint(35, 60))]
            words[0] = words[0].capitalize()
            paras.append(" ".join(words) + ".")
        d.page(str(i + 1), "BENCH v. MARK", "- %d -" % (i + 1), [("cols", paras)])
    d.save(out + "/bench.truth.json")


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    opinion(out)
    opinion(out, "opinion-rows", order="rows")
    labelled(out)
    bench(out)
