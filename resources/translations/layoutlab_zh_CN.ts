<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CardCommands</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Change extent of %1 mode %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change stride of %1 mode %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group modes %1..%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flatten mode %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move mode %1 of %2 to position %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split mode %1 of %2 by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name mode %1 of %2 &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>添加卡片 %1</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation>删除卡片 %1</translation>
    </message>
</context>
<context>
    <name>CardHandle</name>
    <message>
        <source>Drag this card onto another card to combine them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ColourScheme</name>
    <message>
        <source>Viridis (continuous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cividis (continuous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Okabe-Ito (categorical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paul Tol muted (categorical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pastel rainbow (not colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast (presentation)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Explorer for NVIDIA CuTe layouts</source>
        <translation>NVIDIA CuTe 布局浏览器</translation>
    </message>
    <message>
        <source>Documents to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with this layout in card A (CuTe notation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a card (EXPR or NAME=EXPR); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a built-in example document: divide, product, compose, tensor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit card A: set the stride of mode PATH (e.g. 1,0=_4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit card A: set the extent of mode PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit card A: split mode PATH by Q (e.g. 1=2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a top-level mode of card A (e.g. 0=M).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the menu of dropping card B onto card A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop card B onto card A and choose OP (e.g. logical_divide).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show step N (1-based, or &apos;last&apos;) in the stepper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover cell ROW,COL of the current card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the card named NAME current.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell labels: index, coord, natural.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by: index, mode:N, component:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette id (viridis, cividis, okabe-ito, tol-muted, pastel, high-contrast).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: light, dark, high-contrast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the codomain strip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run LINE in the console; repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the current card&apos;s grid to FILE (.png or .svg).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open document</source>
        <translation type="unfinished">无法打开文档</translation>
    </message>
    <message>
        <source>unknown operation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--apply needs two cards (A and B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>LayoutLab did not close properly last time. Recover %n unsaved document(s)?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: a locale such as zh_CN, or en for English (default: the View &gt; Language setting, else the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--language %1: LayoutLab has no translation for it (it has: en %2); the interface stays in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this mode: explorer or designer (or its tab&apos;s title).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mode %1: no such mode (explorer, designer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layoutlab: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it in a desktop session, under xvfb-run, or with --screenshot FILE or --export FILE, which need no display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignerOptions</name>
    <message>
        <source>Designer: choose this MMA atom (e.g. SM80_16x8x16_F16F16F16F16_TN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: thread layout M,N,K of make_tiled_mma (e.g. 2,2,1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: permutation (e.g. 32x32x16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: select thread T (highlight its cells).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: mn (who owns each element) or tv (what each thread holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: mma, tv or copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: a TV layout for the TV-layout page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: the data layout the TV layout indexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: the GEMM&apos;s CTA tile MxNxK, outlined on C (e.g. 128x128x32).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer: import a results JSON of `layoutlab-cli gemm --json` and overlay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-results: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1: &quot;%2&quot; is not a layout: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has no list of cards; it may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 is not an object; the document may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 has no name; the document may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: unknown operation &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>CuTe print_latex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Okabe-Ito (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tol light (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greyscale (print)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>unknown export format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (.%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device pixels per pixel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a layoutlab-gpu-results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results format version %1 is newer than this LayoutLab reads (1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS (%3, %4, %5x%6x%7, %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first operand, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second operand, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells are coloured by the operand element they came from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 (mode %2)</source>
        <translation>%1（模式 %2）</translation>
    </message>
    <message>
        <source>Coalesce A</source>
        <translation>合并 A</translation>
    </message>
    <message>
        <source>B mode %1: static stride _0</source>
        <translation>B 的模式 %1：静态步长 _0</translation>
    </message>
    <message>
        <source>B mode %1: scale the stride</source>
        <translation>B 的模式 %1：缩放步长</translation>
    </message>
    <message>
        <source>B mode %1: divide out the stride (A mode %2)</source>
        <translation>B 的模式 %1：除去步长（A 的模式 %2）</translation>
    </message>
    <message>
        <source>B mode %1: divide out the stride, mod out the shape (A mode %2)</source>
        <translation>B 的模式 %1：除去步长，模去形状（A 的模式 %2）</translation>
    </message>
    <message>
        <source>B mode %1: result</source>
        <translation>B 的模式 %1：结果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tiler mode %1: `_`</source>
        <translation>分块器的模式 %1：`_`</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>过滤</translation>
    </message>
    <message>
        <source>Stride _0</source>
        <translation>步长 _0</translation>
    </message>
    <message>
        <source>Hole before stride %1</source>
        <translation>步长 %1 之前的空洞</translation>
    </message>
    <message>
        <source>Rest up to the cotarget</source>
        <translation>直到 cotarget 的剩余部分</translation>
    </message>
    <message>
        <source>Coalesce</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Complement of the tile</source>
        <translation>分块的补</translation>
    </message>
    <message>
        <source>Concatenate</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>复合</translation>
    </message>
    <message>
        <source>Complement of the block</source>
        <translation>块的补</translation>
    </message>
    <message>
        <source>Compose with the tiler</source>
        <translation>与分块器复合</translation>
    </message>
    <message>
        <source>%1: regroup the modes</source>
        <translation>%1：重新组合模式</translation>
    </message>
    <message>
        <source>A = %1 is coalesced to %2 (same function; its last mode is treated as unbounded).</source>
        <translation>A = %1 合并为 %2（函数不变；最后一个模式视为无界）。</translation>
    </message>
    <message>
        <source>A static stride _0 in B maps every coordinate to A(0) = 0, so the mode %1:%2 is kept as it is.</source>
        <translation>B 中的静态步长 _0 把每个坐标都映射到 A(0) = 0，因此模式 %1:%2 保持不变。</translation>
    </message>
    <message>
        <source>A is a single mode with stride %1, so %2:%3 becomes %4 (the stride is multiplied, the extent kept).</source>
        <translation>A 只有一个步长为 %1 的模式，因此 %2:%3 变为 %4（步长相乘，大小不变）。</translation>
    </message>
    <message>
        <source>Stride %1 steps over A&apos;s extent %2 entirely: this mode contributes nothing; the remaining stride is ceil(%3/%2) = %4.</source>
        <translation>步长 %1 完全跨过 A 的大小 %2：此模式没有贡献；剩余步长为 ceil(%3/%2) = %4。</translation>
    </message>
    <message>
        <source>Stride %1 steps over A&apos;s extent %2 entirely (nothing of B&apos;s extent is left): this mode contributes nothing; the remaining stride is ceil(%3/%2) = %4.</source>
        <translation>步长 %1 完全跨过 A 的大小 %2（B 的大小已无剩余）：此模式没有贡献；剩余步长为 ceil(%3/%2) = %4。</translation>
    </message>
    <message>
        <source>A&apos;s extent %1 divided by the stride %2 leaves ceil(%1/%3) = %4 steps; B still needs %5, so take min = %6 with stride %2*%7 = %8. Remaining extent %5/%6 = %9, stride %10.</source>
        <translation>A 的大小 %1 除以步长 %2 剩下 ceil(%1/%3) = %4 步；B 还需要 %5，因此取 min = %6，步长为 %2*%7 = %8。剩余大小 %5/%6 = %9，步长 %10。</translation>
    </message>
    <message>
        <source>The rest %1 takes A&apos;s last mode (unbounded) with stride %2*%3; mode %4 of the result is %5.</source>
        <translation>剩余的 %1 落在 A 的最后一个模式（无界）上，步长为 %2*%3；结果的模式 %4 为 %5。</translation>
    </message>
    <message>
        <source>Assembling the modes in B&apos;s shape: %1 o %2 = %3.</source>
        <translation>按 B 的形状组装各模式：%1 o %2 = %3。</translation>
    </message>
    <message>
        <source>`_` keeps A&apos;s mode %1 as it is.</source>
        <translation>`_` 使 A 的模式 %1 保持不变。</translation>
    </message>
    <message>
        <source>By mode: %1 o tiler = %2.</source>
        <translation>逐模式：%1 o tiler = %2。</translation>
    </message>
    <message>
        <source>Drop stride-0 and size-1 modes and coalesce: %1 -&gt; %2.</source>
        <translation>去掉步长为 0 和大小为 1 的模式并合并：%1 -&gt; %2。</translation>
    </message>
    <message>
        <source>Nothing is covered, so the complement is all of the cotarget %1: %2.</source>
        <translation>没有覆盖任何元素，因此补就是整个 cotarget %1：%2。</translation>
    </message>
    <message>
        <source>Smallest remaining stride %1 (extent %2): hole of extent %1/%3 = %4 at stride %3; covered so far %5.</source>
        <translation>剩余最小步长 %1（大小 %2）：空洞大小为 %1/%3 = %4，步长 %3；目前已覆盖 %5。</translation>
    </message>
    <message>
        <source>Last stride %1: hole of extent %2; the layout covers %3, so the rest is ceil(%4/%3) = %5 with stride %6.</source>
        <translation>最后的步长 %1：空洞大小为 %2；布局覆盖了 %3，因此剩余部分为 ceil(%4/%3) = %5，步长 %6。</translation>
    </message>
    <message>
        <source>(holes, rest) = %1 coalesces to the complement %2.</source>
        <translation>(空洞, 剩余) = %1 合并后得到补 %2。</translation>
    </message>
    <message>
        <source>complement(%1, %2) = %3: the tile&apos;s repeats that fill the coalesced shape of %4.</source>
        <translation>complement(%1, %2) = %3：分块的重复，填满 %4 合并后的形状。</translation>
    </message>
    <message>
        <source>make_layout_of(tile, complement) = %1: mode 0 walks one tile, mode 1 walks the tiles.</source>
        <translation>make_layout_of(tile, complement) = %1：模式 0 遍历一个分块，模式 1 遍历各个分块。</translation>
    </message>
    <message>
        <source>%1 o %2 = %3.</source>
        <translation>%1 o %2 = %3。</translation>
    </message>
    <message>
        <source>logical_divide(%1, tiler) = %2.</source>
        <translation>logical_divide(%1, tiler) = %2。</translation>
    </message>
    <message>
        <source>complement(%1, lsize(A)*lcosize(B) = %2) = %3: where the copies of the block start.</source>
        <translation>complement(%1, lsize(A)*lcosize(B) = %2) = %3：块的各个副本的起点。</translation>
    </message>
    <message>
        <source>%1 o %2 = %3: the copies, arranged like the tiler.</source>
        <translation>%1 o %2 = %3：各副本按分块器排列。</translation>
    </message>
    <message>
        <source>(block, copies) = %1.</source>
        <translation>(块, 副本) = %1。</translation>
    </message>
    <message>
        <source>logical_product(%1, tiler) = %2.</source>
        <translation>logical_product(%1, tiler) = %2。</translation>
    </message>
    <message>
        <source>%1 rearranges the modes of %2 into %3; every coordinate keeps its index.</source>
        <translation>%1 把 %2 的模式重新排列为 %3；每个坐标的索引不变。</translation>
    </message>
</context>
<context>
    <name>VersionedJson</name>
    <message>
        <source>The file is not valid JSON (%1 at byte %2); it may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a LayoutLab %1 (its &quot;format&quot; is not &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no valid version number; it may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 was written by a newer LayoutLab (format version %2); this version reads up to version %3. Please update LayoutLab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished">无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a LayoutLab %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::ConsoleWidget</name>
    <message>
        <source>The same language as `layoutlab-cli eval`. Cards are variables; try logical_divide(A, B) or C = composition(A, B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expression, e.g. coalesce((2,(1,6)):(1,(6,2)))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerDocument</name>
    <message>
        <source>Choose atom %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread layout (%1,%2,%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change TV layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change tiled copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA tile %1 of a GPU run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open design %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerWidget</name>
    <message>
        <source>TiledMMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TiledCopy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LayoutLab designs (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::DocumentView</name>
    <message>
        <source>Combine %1 (target) with %2 (dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuRunPanel</name>
    <message>
        <source>The GEMM&apos;s CTA tile MxNxK: each CTA repeats the TiledMMA&apos;s tile over it (outlined on C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mainloop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA tile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M = N = K:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build has no GPU module: run the command below on a GPU machine and import its JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import GPU results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s · %2% of cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU module in this build. On a GPU machine run:
%1
and import results.json here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuSweepMap</name>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5
%6
Click to load this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutCard</name>
    <message>
        <source>Card name (used in expressions and the console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export grid as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export grid as SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy grid as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CuTe notation, e.g. (4,(2,3)):(1,(4,8))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an extent or stride to edit it; drag a mode onto a neighbour&apos;s edge to reorder, onto its middle to group, out of its group to flatten; right-click to split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the grid of %1 cells in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result of %1; cells are coloured by the operand element they came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 cells are too many to draw one by one: each block shows the first of %3 × %4 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size %1, %2 × %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 slabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode %1: enter a single integer such as 4 or _4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split: enter a divisor such as 2 or _2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split by a divisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flatten this group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group with the next mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name this mode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split %1 into (q, %1/q) with q =</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutGridView</name>
    <message>
        <source>mode %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modes %1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2%3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coordinate %1 = %2 → index %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  (%n cells share this index)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>index %1: no coordinate maps here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>index %1 ← %n coordinate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ll::gui::MainWindow</name>
    <message>
        <source>LayoutLab documents (*.layoutlab *.json)</source>
        <translation>LayoutLab 文档 (*.layoutlab *.json)</translation>
    </message>
    <message>
        <source>LayoutLab lessons (*.lesson.json *.json)</source>
        <translation>LayoutLab 课程 (*.lesson.json *.json)</translation>
    </message>
    <message>
        <source>LayoutLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>浏览</translation>
    </message>
    <message>
        <source>Designer</source>
        <translation>设计器</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a layout, drag modes in the strip, drag a card&apos;s ⠿ handle onto another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layoutlab-cli eval &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open document</source>
        <translation>打开文档</translation>
    </message>
    <message>
        <source>Cannot open document</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>Save document</source>
        <translation>保存文档</translation>
    </message>
    <message>
        <source>untitled.layoutlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save document</source>
        <translation>无法保存文档</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>%1%2 — LayoutLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (typed, no operation to step through)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop another card onto this one to combine them, then step through the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the grid of %1 as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export grid</source>
        <translation>导出网格</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>No export format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New document</source>
        <translation>新建文档(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export grid as &amp;PNG…</source>
        <translation>将网格导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export grid as S&amp;VG…</source>
        <translation>将网格导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Copy grid as image</source>
        <translation>将网格复制为图像(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close &amp;tab</source>
        <translation>关闭标签页(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>添加卡片(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Cell &amp;label</source>
        <translation>单元格标签(&amp;L)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>1-D coordinate</source>
        <translation>一维坐标</translation>
    </message>
    <message>
        <source>Natural coordinate</source>
        <translation>自然坐标</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>着色依据(&amp;C)</translation>
    </message>
    <message>
        <source>Index (result cards: operand element)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode %1 coordinate</source>
        <translation>模式 %1 的坐标</translation>
    </message>
    <message>
        <source>Flat coordinate component %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>调色板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Show the co&amp;domain strip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>The stepper full screen, large fonts, high contrast; Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>&amp;Save document as lesson…</source>
        <translation>将文档另存为课程(&amp;S)…</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>lesson.lesson.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About LayoutLab</source>
        <translation>关于 LayoutLab(&amp;A)</translation>
    </message>
    <message>
        <source>About LayoutLab</source>
        <translation>关于 LayoutLab</translation>
    </message>
    <message>
        <source>LayoutLab %1: an explorer for NVIDIA CuTe layouts. Every value is computed as CuTe computes it; every action has its `layoutlab-cli eval` expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language takes effect when LayoutLab next starts.</source>
        <translation>新的语言将在 LayoutLab 下次启动时生效。</translation>
    </message>
</context>
<context>
    <name>ll::gui::ModeStrip</name>
    <message>
        <source>mode %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::PresentationWindow</name>
    <message>
        <source>LayoutLab — presentation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::SmemView</name>
    <message>
        <source>ldmatrix.x1 (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ldmatrix.x2 (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ldmatrix.x4 (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ldmatrix.x1.trans (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ldmatrix.x2.trans (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ldmatrix.x4.trans (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ld.shared 32-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ld.shared 64-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ld.shared 128-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>st.shared 32-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>st.shared 64-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>st.shared 128-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cp.async 128-bit (smem write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smem layout (rows, cols)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swizzle&lt;B,M,S&gt; (B = 0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank of each element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct words per bank, per phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile too large to draw (at most 16384 elements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wavefronts per instruction (ideal %2), conflict degree %3-way over %4 phases%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; some vectors are not contiguous in smem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::StepperPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, large fonts, high contrast; arrow keys step, Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steps yet: drop one card onto another, or choose Step through… on a result card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledCopyView</name>
    <message>
        <source>make_tiled_copy_A (the TiledMMA&apos;s A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make_tiled_copy_B (the TiledMMA&apos;s B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make_tiled_copy_C (the TiledMMA&apos;s C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make_tiled_copy(atom, thread layout, value layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy operation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing with the TiledMMA&apos;s %1: %2 threads, %3 with a different set of elements, %4 with the same set in another register order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Src and Dst: %1 threads over a %2 × %3 tile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledMmaDesigner</name>
    <message>
        <source>%1
D A B C: %2
Shape_MNK: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
(view only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search atoms, e.g. 16x8x16 F16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All architectures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All input types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMA atom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make_tiled_mma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer atoms along %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More atoms along %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atoms along %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, 32x32x16, or (16,2):(1,32)x32x16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PermutationMNK: one tile per mode, separated by x: an integer, _ or a layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ (compiles against CuTe):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load GPU run %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threads (%2 warps), tile M×N×K = %3×%4×%5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. GMMA: A and B are read from shared memory by descriptor; the picture shows the accumulator C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canonical shared-memory layout atoms the descriptor expects (element units):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA tile %1×%2 = %3×%4 TiledMMA tiles of %5×%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (mini-map 1:%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::TritonPanel</name>
    <message>
        <source>optional (one CTA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizePerThread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threadsPerWarp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warpsPerCTA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTAsPerCGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTASplitNum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTAOrder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning thread (lane + warp * 32) of each element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grid draws rank-2 tensors only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CuTe TV layout (thread, value) -&gt; row + rows * col: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CuTe equivalent: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::TvLayoutCard</name>
    <message>
        <source>TV layout and the data layout it indexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread layout × value layout (make_layout_tv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(thread, value) -&gt; index, e.g. ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(m, n) -&gt; index: the data tile, e.g. (_4,_8):(_8,_1) row-major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag elements owned twice or never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data layout (m,n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice tv(t,_), t =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make_layout_tv: tiler_mn = %1, layout_tv = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threads × %2 values over a %3 × %4 tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned twice: %1   never: %2   outside the tile: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tv(%1,_) = %2, starting at index %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ll::gui::TvSceneView</name>
    <message>
        <source>%1thread %2, value %3: outside the tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1thread %2, value %3 (register %3) -&gt; (%4,%5) = (%6,%7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1,%2) = (%3,%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: owned by no thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thread %1 value %2 (register %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thread %1 value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA tile (m,n) = (%1,%2), in TiledMMA tile (%3,%4): owned as C (%5,%6): %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no thread</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
