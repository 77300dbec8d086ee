#!/usr/bin/python3
"""Makes word-template-lists.docx with python-docx (Debian python3-docx),
whose default template was saved by Microsoft Word: its styles.xml and
numbering.xml are Word's own (List Number, List Number 2, List Bullet,
heading styles). make-word-template-docx.sh renders it to text with
LibreOffice (word-template-lists.libreoffice.txt), the ground truth of the
numbers displayed."""
import docx

d = docx.Document()
d.core_properties.created = d.core_properties.modified = __import__("datetime").datetime(2026, 1, 1)
d.add_paragraph("SERVICES AGREEMENT", style="Title")
d.add_heading("Definitions", level=1)
d.add_paragraph("Affiliate means an entity that controls a party.", style="List Number")
d.add_paragraph("Confidential Information means non-public information.", style="List Number")
d.add_paragraph("Technical data, including source code.", style="List Number 2")
d.add_paragraph("Business data, including prices.", style="List Number 2")
d.add_paragraph("Services means the services in the Schedule.", style="List Number")
d.add_heading("Obligations", level=2)
d.add_paragraph("The Supplier shall perform the Services with reasonable care.", style="List Bullet")
d.add_paragraph("Hidden run follows.").add_run(" secret").font.hidden = True
d.save("word-template-lists.docx")
