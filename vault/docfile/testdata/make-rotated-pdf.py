#!/usr/bin/python3
"""Writes rotated.pdf with ReportLab (python3-reportlab): an opinion page
with a vertical stamp up the left margin ("CONFIDENTIAL EXHIBIT 12") and
a grey diagonal "DRAFT" watermark across the body, as exhibits and
drafts are stamped, and rotated.truth.json: the body read whole, the
stamp and the watermark each a paragraph after it, no furniture.

Usage: make-rotated-pdf.py [OUTDIR]
"""
import json
import sys

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

LINES = ["The forum clause was freely negotiated between the parties and",
         "should be enforced unless enforcement is shown to be unreasonable",
         "under the circumstances of the case as the court found it below."]


def main(out):
    c = canvas.Canvas(out + "/rotated.pdf", pagesize=letter, invariant=1)
    c.setFont("Times-Roman", 12)
    for i, t in enumerate(LINES):
        c.drawString(72, 700 - 14 * i, t)
    c.saveState()
    c.translate(40, 600)
    c.rotate(90)
    c.setFont("Helvetica", 10)
    c.drawString(0, 0, "CONFIDENTIAL EXHIBIT 12")
    c.restoreState()
    c.saveState()
    c.translate(150, 620)
    c.rotate(30)
    c.setFont("Helvetica", 40)
    c.setFillGray(0.85)
    c.drawString(0, 0, "DRAFT")
    c.restoreState()
    c.showPage()
    c.save()
    page = {"label": "1", "text": " ".join(LINES) + "\n\nCONFIDENTIAL EXHIBIT 12\n\nDRAFT", "furniture": []}
    with open(out + "/rotated.truth.json", "w") as f:
        json.dump({"pages": [page]}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
