#!/usr/bin/python3
"""Writes pleading.pdf, a filing on pleading paper as California courts
require it (line numbers 1-28 down the left margin, a rule beside them,
double-spaced text on the numbered lines, a "- N -" page number), made
with ReportLab (python3-reportlab), and pleading.truth.json: each page's
body text without the line numbers and its furniture.

Usage: make-pleading-pdf.py [OUTDIR]
"""
import json
import sys

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

PAGES = [
    ["Plaintiff Zapata Off-Shore Company brings this action for damages",
     "arising from the towage of the drilling rig Chaparral. The contract",
     "provided that any dispute must be treated before the London Court",
     "of Justice. Defendant moves to dismiss on the basis of that clause."],
    ["The clause was freely negotiated by experienced and sophisticated",
     "businessmen, and absent a compelling and countervailing reason it",
     "should be honored by the parties and enforced by the courts."],
]


def main(out):
    c = canvas.Canvas(out + "/pleading.pdf", pagesize=letter, invariant=1)
    truth = []
    for k, lines in enumerate(PAGES):
        c.setFont("Times-Roman", 12)
        for i in range(28):
            y = 720 - i * 24
            c.drawRightString(60, y, str(i + 1))
            if i < len(lines):
                c.drawString(80, y, lines[i])
        c.line(70, 40, 70, 760)
        c.drawCentredString(306, 20, "- %d -" % (k + 1))
        c.showPage()
        truth.append({"label": str(k + 1), "text": " ".join(lines), "furniture": ["line numbers 1-28", "- %d -" % (k + 1)]})
    c.save()
    with open(out + "/pleading.truth.json", "w") as f:
        json.dump({"pages": truth}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
