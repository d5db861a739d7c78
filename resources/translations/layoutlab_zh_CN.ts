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
        <translation>更改 %1 的模式 %2 的大小</translation>
    </message>
    <message>
        <source>Change stride of %1 mode %2</source>
        <translation>更改 %1 的模式 %2 的步长</translation>
    </message>
    <message>
        <source>Group modes %1..%2 of %3</source>
        <translation>组合 %3 的模式 %1..%2</translation>
    </message>
    <message>
        <source>Flatten mode %1 of %2</source>
        <translation>展平 %2 的模式 %1</translation>
    </message>
    <message>
        <source>Move mode %1 of %2 to position %3</source>
        <translation>将 %2 的模式 %1 移到位置 %3</translation>
    </message>
    <message>
        <source>Split mode %1 of %2 by %3</source>
        <translation>按 %3 拆分 %2 的模式 %1</translation>
    </message>
    <message>
        <source>Name mode %1 of %2 &quot;%3&quot;</source>
        <translation>将 %2 的模式 %1 命名为“%3”</translation>
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
    <name>CardEdits</name>
    <message>
        <source>mode %1: enter a single integer such as 4 or _4</source>
        <translation>模式 %1：请输入单个整数，例如 4 或 _4</translation>
    </message>
    <message>
        <source>split: enter a divisor such as 2 or _2</source>
        <translation>拆分：请输入除数，例如 2 或 _2</translation>
    </message>
</context>
<context>
    <name>CardExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>CuTe C++…</source>
        <translation>CuTe C++…</translation>
    </message>
    <message>
        <source>CuTe Python DSL…</source>
        <translation>CuTe Python DSL…</translation>
    </message>
    <message>
        <source>LaTeX / TikZ…</source>
        <translation>LaTeX / TikZ…</translation>
    </message>
    <message>
        <source>SVG picture…</source>
        <translation>SVG 图片…</translation>
    </message>
    <message>
        <source>PNG picture…</source>
        <translation>PNG 图片…</translation>
    </message>
</context>
<context>
    <name>CardHandle</name>
    <message>
        <source>Drag this card onto another card to combine them</source>
        <translation>将此卡片拖到另一张卡片上以组合两者</translation>
    </message>
</context>
<context>
    <name>ColourScheme</name>
    <message>
        <source>Viridis (continuous)</source>
        <translation>Viridis（连续）</translation>
    </message>
    <message>
        <source>Cividis (continuous)</source>
        <translation>Cividis（连续）</translation>
    </message>
    <message>
        <source>Okabe-Ito (categorical)</source>
        <translation>Okabe-Ito（分类）</translation>
    </message>
    <message>
        <source>Paul Tol muted (categorical)</source>
        <translation>Paul Tol muted（分类）</translation>
    </message>
    <message>
        <source>Pastel rainbow (not colour-blind safe)</source>
        <translation>柔和彩虹（对色盲不友好）</translation>
    </message>
    <message>
        <source>High contrast (presentation)</source>
        <translation>高对比度（演示）</translation>
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
        <translation>要打开的文档。</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>将窗口渲染到 FILE（PNG）后退出。</translation>
    </message>
    <message>
        <source>Open with this layout in card A (CuTe notation).</source>
        <translation>启动时在卡片 A 中使用此布局（CuTe 记法）。</translation>
    </message>
    <message>
        <source>Add a card (EXPR or NAME=EXPR); repeatable.</source>
        <translation>添加一张卡片（EXPR 或 NAME=EXPR）；可重复指定。</translation>
    </message>
    <message>
        <source>Open a built-in example document: divide, product, compose, tensor.</source>
        <translation>打开内置示例文档：divide、product、compose、tensor。</translation>
    </message>
    <message>
        <source>Edit card A: set the stride of mode PATH (e.g. 1,0=_4).</source>
        <translation>编辑卡片 A：设置模式 PATH 的步长（例如 1,0=_4）。</translation>
    </message>
    <message>
        <source>Edit card A: set the extent of mode PATH.</source>
        <translation>编辑卡片 A：设置模式 PATH 的大小。</translation>
    </message>
    <message>
        <source>Edit card A: split mode PATH by Q (e.g. 1=2).</source>
        <translation>编辑卡片 A：按 Q 拆分模式 PATH（例如 1=2）。</translation>
    </message>
    <message>
        <source>Name a top-level mode of card A (e.g. 0=M).</source>
        <translation>为卡片 A 的顶层模式命名（例如 0=M）。</translation>
    </message>
    <message>
        <source>Show the menu of dropping card B onto card A.</source>
        <translation>显示将卡片 B 拖放到卡片 A 上时弹出的菜单。</translation>
    </message>
    <message>
        <source>Drop card B onto card A and choose OP (e.g. logical_divide).</source>
        <translation>将卡片 B 拖放到卡片 A 上并选择 OP（例如 logical_divide）。</translation>
    </message>
    <message>
        <source>Show step N (1-based, or &apos;last&apos;) in the stepper.</source>
        <translation>在分步演示中显示第 N 步（从 1 开始计数，或 &apos;last&apos;）。</translation>
    </message>
    <message>
        <source>Hover cell ROW,COL of the current card.</source>
        <translation>将鼠标悬停在当前卡片的单元格 ROW,COL 上。</translation>
    </message>
    <message>
        <source>Make the card named NAME current.</source>
        <translation>将名为 NAME 的卡片设为当前卡片。</translation>
    </message>
    <message>
        <source>Cell labels: index, coord, natural.</source>
        <translation>单元格标签：index、coord、natural。</translation>
    </message>
    <message>
        <source>Colour by: index, mode:N, component:N.</source>
        <translation>着色依据：index、mode:N、component:N。</translation>
    </message>
    <message>
        <source>Palette id (viridis, cividis, okabe-ito, tol-muted, pastel, high-contrast).</source>
        <translation>调色板 ID（viridis、cividis、okabe-ito、tol-muted、pastel、high-contrast）。</translation>
    </message>
    <message>
        <source>Theme: light, dark, high-contrast.</source>
        <translation>主题：light、dark、high-contrast。</translation>
    </message>
    <message>
        <source>Show the codomain strip.</source>
        <translation>显示陪域条。</translation>
    </message>
    <message>
        <source>Run LINE in the console; repeatable.</source>
        <translation>在控制台中运行 LINE；可重复指定。</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>以演示模式启动。</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>窗口大小 WxH。</translation>
    </message>
    <message>
        <source>Cannot open document</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>unknown operation %1</source>
        <translation>未知操作 %1</translation>
    </message>
    <message>
        <source>--apply needs two cards (A and B)</source>
        <translation>--apply 需要两张卡片（A 和 B）</translation>
    </message>
    <message>
        <source>Recover documents</source>
        <translation>恢复文档</translation>
    </message>
    <message numerus="yes">
        <source>LayoutLab did not close properly last time. Recover %n unsaved document(s)?</source>
        <translation>
            <numerusform>LayoutLab 上次未正常关闭。是否恢复 %n 个未保存的文档？</numerusform>
        </translation>
    </message>
    <message>
        <source>User interface language: a locale such as zh_CN, or en for English (default: the View &gt; Language setting, else the system&apos;s).</source>
        <translation>界面语言：区域设置名，如 zh_CN，或 en 表示英文（默认：“视图 &gt; 语言”中的设置，否则使用系统语言）。</translation>
    </message>
    <message>
        <source>--language %1: LayoutLab has no translation for it (it has: en %2); the interface stays in English.</source>
        <translation>--language %1：LayoutLab 没有该语言的翻译（现有：en %2）；界面将保持英文。</translation>
    </message>
    <message>
        <source>Show this mode: explorer or designer (or its tab&apos;s title).</source>
        <translation>显示此模式：explorer 或 designer（或其标签页标题）。</translation>
    </message>
    <message>
        <source>--mode %1: no such mode (explorer, designer)</source>
        <translation>--mode %1：没有此模式（可选：explorer、designer）</translation>
    </message>
    <message>
        <source>layoutlab: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Run it in a desktop session, under xvfb-run, or with --screenshot FILE or --export FILE, which need no display.</source>
        <translation>layoutlab：没有可用于打开窗口的显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请在桌面会话中或通过 xvfb-run 运行，或者使用无需显示器的 --screenshot FILE 或 --export FILE。</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export the current card to FILE; the suffix picks the format (.cpp, .py, .tex, .svg, .png).</source>
        <translation>将当前卡片导出到 FILE；由文件后缀决定格式（.cpp、.py、.tex、.svg、.png）。</translation>
    </message>
    <message>
        <source>--%1 %2: write PATH=VALUE, PATH the mode&apos;s indices (e.g. 1,0=_4)</source>
        <translation>--%1 %2：请写成 PATH=VALUE，PATH 为模式的下标（例如 1,0=_4）</translation>
    </message>
    <message>
        <source>--hover %1: write ROW,COL (e.g. 2,3)</source>
        <translation>--hover %1：请写成 ROW,COL（例如 2,3）</translation>
    </message>
    <message>
        <source>--size %1: write WIDTHxHEIGHT in pixels (e.g. 1200x800)</source>
        <translation>--size %1：请写成以像素为单位的 WIDTHxHEIGHT（例如 1200x800）</translation>
    </message>
    <message>
        <source>--layout %1: %2</source>
        <translation>--layout %1：%2</translation>
    </message>
    <message>
        <source>--card %1: %2</source>
        <translation>--card %1：%2</translation>
    </message>
    <message>
        <source>the mode edits need a card A</source>
        <translation>模式编辑需要卡片 A</translation>
    </message>
    <message>
        <source>--demo %1: no such example (divide, product, compose, tensor)</source>
        <translation>--demo %1：没有此示例（可选：divide、product、compose、tensor）</translation>
    </message>
    <message>
        <source>--select %1: no card of that name</source>
        <translation>--select %1：没有该名称的卡片</translation>
    </message>
    <message>
        <source>--step %1: write a step number from 1, or last</source>
        <translation>--step %1：请写从 1 开始的步骤编号，或 last</translation>
    </message>
    <message>
        <source>--export: there is no card to export</source>
        <translation>--export：没有可导出的卡片</translation>
    </message>
    <message>
        <source>--export %1: no export format writes this suffix (.cpp, .py, .tex, .svg, .png)</source>
        <translation>--export %1：没有导出格式使用此后缀（可用：.cpp、.py、.tex、.svg、.png）</translation>
    </message>
    <message>
        <source>Play a lesson in the stepper: a built-in lesson&apos;s name (see the Lesson menu) or a lesson file.</source>
        <translation>在步进器中播放课程：内置课程的名称（见“课程”菜单）或课程文件。</translation>
    </message>
    <message>
        <source>Write the stepper&apos;s steps (e.g. of --lesson) as a PDF handout to FILE, one step a page, and exit.</source>
        <translation>将步进器的各步骤（例如 --lesson 的课程）写成 PDF 讲义到 FILE，每页一步，然后退出。</translation>
    </message>
    <message>
        <source>Type TEXT as the answer to the current step&apos;s exercise and check it.</source>
        <translation>将 TEXT 作为当前步骤练习的答案输入并检查。</translation>
    </message>
    <message>
        <source>--lesson %1: %2</source>
        <translation>--lesson %1：%2</translation>
    </message>
    <message>
        <source>--answer: the stepper&apos;s current step has no exercise</source>
        <translation>--answer：步进器的当前步骤没有练习</translation>
    </message>
    <message>
        <source>--export-pdf: the stepper has no steps (choose a lesson with --lesson)</source>
        <translation>--export-pdf：步进器中没有步骤（请用 --lesson 选择课程）</translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object</source>
        <translation>“%1”必须是对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>“%1”必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>“%1”必须是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation>“%1”必须是 %2 之一</translation>
    </message>
    <message>
        <source>The design cannot be read: %1.</source>
        <translation>无法读取该设计：%1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>DesignerOptions</name>
    <message>
        <source>Designer: choose this MMA atom (e.g. SM80_16x8x16_F16F16F16F16_TN).</source>
        <translation>设计器：选择此 MMA 原子（例如 SM80_16x8x16_F16F16F16F16_TN）。</translation>
    </message>
    <message>
        <source>Designer: thread layout M,N,K of make_tiled_mma (e.g. 2,2,1).</source>
        <translation>设计器：make_tiled_mma 的线程布局 M,N,K（例如 2,2,1）。</translation>
    </message>
    <message>
        <source>Designer: permutation (e.g. 32x32x16).</source>
        <translation>设计器：置换（例如 32x32x16）。</translation>
    </message>
    <message>
        <source>Designer: select thread T (highlight its cells).</source>
        <translation>设计器：选中线程 T（高亮其单元格）。</translation>
    </message>
    <message>
        <source>Designer: mn (who owns each element) or tv (what each thread holds).</source>
        <translation>设计器：mn（每个元素的所有者）或 tv（每个线程持有的元素）。</translation>
    </message>
    <message>
        <source>Designer: mma, tv or copy.</source>
        <translation>设计器：mma、tv 或 copy。</translation>
    </message>
    <message>
        <source>Designer: a TV layout for the TV-layout page.</source>
        <translation>设计器：用于“TV 布局”页面的 TV 布局。</translation>
    </message>
    <message>
        <source>Designer: the data layout the TV layout indexes.</source>
        <translation>设计器：TV 布局所索引的数据布局。</translation>
    </message>
    <message>
        <source>Designer: the GEMM&apos;s CTA tile MxNxK, outlined on C (e.g. 128x128x32).</source>
        <translation>设计器：GEMM 的 CTA 分块 MxNxK，在 C 上以轮廓标出（例如 128x128x32）。</translation>
    </message>
    <message>
        <source>Designer: import a results JSON of `layoutlab-cli gemm --json` and overlay it.</source>
        <translation>设计器：导入 `layoutlab-cli gemm --json` 的结果 JSON 并叠加显示。</translation>
    </message>
    <message>
        <source>--gpu-results: %1</source>
        <translation>--gpu-results：%1</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>card %1: &quot;%2&quot; is not a layout: %3</source>
        <translation>卡片 %1：“%2”不是布局：%3</translation>
    </message>
    <message>
        <source>The document has no list of cards; it may be damaged.</source>
        <translation>文档中没有卡片列表；文件可能已损坏。</translation>
    </message>
    <message>
        <source>card %1 is not an object; the document may be damaged.</source>
        <translation>卡片 %1 不是对象；文档可能已损坏。</translation>
    </message>
    <message>
        <source>card %1 has no name; the document may be damaged.</source>
        <translation>卡片 %1 没有名称；文档可能已损坏。</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>step %1: unknown operation &quot;%2&quot;</source>
        <translation>第 %1 步：未知操作“%2”</translation>
    </message>
    <message>
        <source>Step through %1.</source>
        <translation>逐步演示 %1。</translation>
    </message>
    <message>
        <source>The layout %1.</source>
        <translation>布局 %1。</translation>
    </message>
    <message>
        <source>the lesson has no list of steps</source>
        <translation>课程中没有步骤列表</translation>
    </message>
    <message>
        <source>step %1 is not an object</source>
        <translation>第 %1 步不是对象</translation>
    </message>
    <message>
        <source>step %1: the exercise has no answer</source>
        <translation>第 %1 步：练习没有答案</translation>
    </message>
    <message>
        <source>no built-in lesson &quot;%1&quot; (there are: %2)</source>
        <translation>没有名为“%1”的内置课程（现有：%2）</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
</context>
<context>
    <name>LessonPdf</name>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>Exercise: %1</source>
        <translation>练习：%1</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>CuTe print_latex</source>
        <translation>CuTe print_latex</translation>
    </message>
    <message>
        <source>Okabe-Ito (colour-blind safe)</source>
        <translation>Okabe-Ito（色盲友好）</translation>
    </message>
    <message>
        <source>Tol light (colour-blind safe)</source>
        <translation>Tol light（色盲友好）</translation>
    </message>
    <message>
        <source>Greyscale (print)</source>
        <translation>灰度（打印）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>unknown export format %1</source>
        <translation>未知的导出格式 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1 (.%2)…</source>
        <translation>%1 (.%2)…</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>导出为 %1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>PNG 缩放</translation>
    </message>
    <message>
        <source>Device pixels per pixel:</source>
        <translation>每像素对应的设备像素数：</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Copy as image</source>
        <translation>复制为图像</translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation>复制 C++</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>not a layoutlab-gpu-results file</source>
        <translation>不是 layoutlab-gpu-results 文件</translation>
    </message>
    <message>
        <source>results format version %1 is newer than this LayoutLab reads (1)</source>
        <translation>结果格式版本 %1 比此版本 LayoutLab 能读取的版本 (1) 更新</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS (%3, %4, %5x%6x%7, %8)</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%（%3，%4，%5x%6x%7，%8）</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1：%2（%3，%4）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The first operand, %1.</source>
        <translation>第一个操作数，%1。</translation>
    </message>
    <message>
        <source>The second operand, %1.</source>
        <translation>第二个操作数，%1。</translation>
    </message>
    <message>
        <source>Result: %1 = %2</source>
        <translation>结果：%1 = %2</translation>
    </message>
    <message>
        <source>Cells are coloured by the operand element they came from.</source>
        <translation>单元格按其来源的操作数元素着色。</translation>
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
        <source>make_layout(tile, complement) = %1: mode 0 walks one tile, mode 1 walks the tiles.</source>
        <translation>make_layout(tile, complement) = %1：模式 0 遍历一个分块，模式 1 遍历各个分块。</translation>
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
        <source>complement(%1, size(A)*cosize(B) = %2) = %3: where the copies of the block start.</source>
        <translation>complement(%1, size(A)*cosize(B) = %2) = %3：块的各个副本的起点。</translation>
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
    <message>
        <source>Correct: %1</source>
        <translation>正确：%1</translation>
    </message>
    <message>
        <source>Correct. CuTe writes it %1 (a `_` marks a static integer).</source>
        <translation>正确。CuTe 将其写作 %1（`_` 表示静态整数）。</translation>
    </message>
    <message>
        <source>Not understood: %1</source>
        <translation>无法理解：%1</translation>
    </message>
    <message>
        <source>The answer is of kind %1; yours is of kind %2 (%3).</source>
        <translation>答案的类型是 %1；你的答案类型是 %2（%3）。</translation>
    </message>
    <message>
        <source>Not quite: %1 has another shape than the answer.</source>
        <translation>不太对：%1 的形状与答案不同。</translation>
    </message>
    <message>
        <source>Not quite: at coordinate %1 yours gives %2, the answer gives %3.</source>
        <translation>不太对：在坐标 %1 处，你的布局给出 %2，答案给出 %3。</translation>
    </message>
    <message>
        <source>The same index at every coordinate, but CuTe&apos;s result is written %1.</source>
        <translation>每个坐标处的索引都相同，但 CuTe 的结果写作 %1。</translation>
    </message>
    <message>
        <source>Not quite: you typed %1.</source>
        <translation>不太对：你输入的是 %1。</translation>
    </message>
</context>
<context>
    <name>VersionedJson</name>
    <message>
        <source>The file is not valid JSON (%1 at byte %2); it may be damaged.</source>
        <translation>该文件不是有效的 JSON（第 %2 字节处：%1）；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The file is not a LayoutLab %1 (its &quot;format&quot; is not &quot;%2&quot;).</source>
        <translation>该文件不是 LayoutLab %1（其 &quot;format&quot; 不是 &quot;%2&quot;）。</translation>
    </message>
    <message>
        <source>The %1 has no valid version number; it may be damaged.</source>
        <translation>该%1没有有效的版本号；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The %1 was written by a newer LayoutLab (format version %2); this version reads up to version %3. Please update LayoutLab.</source>
        <translation>该%1由较新版本的 LayoutLab 写入（格式版本 %2）；此版本最高只能读取版本 %3。请更新 LayoutLab。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a LayoutLab %2.</source>
        <translation>%1 太大，不可能是 LayoutLab %2。</translation>
    </message>
</context>
<context>
    <name>ll::gui::ConsoleWidget</name>
    <message>
        <source>The same language as `layoutlab-cli eval`. Cards are variables; try logical_divide(A, B) or C = composition(A, B).</source>
        <translation>与 `layoutlab-cli eval` 使用相同的语言。卡片即变量；试试 logical_divide(A, B) 或 C = composition(A, B)。</translation>
    </message>
    <message>
        <source>expression, e.g. coalesce((2,(1,6)):(1,(6,2)))</source>
        <translation>表达式，例如 coalesce((2,(1,6)):(1,(6,2)))</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerDocument</name>
    <message>
        <source>Choose atom %1</source>
        <translation>选择原子 %1</translation>
    </message>
    <message>
        <source>Thread layout (%1,%2,%3)</source>
        <translation>线程布局 (%1,%2,%3)</translation>
    </message>
    <message>
        <source>Permutation %1</source>
        <translation>置换 %1</translation>
    </message>
    <message>
        <source>Change TV layout</source>
        <translation>更改 TV 布局</translation>
    </message>
    <message>
        <source>Change tiled copy</source>
        <translation>更改 TiledCopy</translation>
    </message>
    <message>
        <source>CTA tile %1</source>
        <translation>CTA 分块 %1</translation>
    </message>
    <message>
        <source>CTA tile %1 of a GPU run</source>
        <translation>采用 GPU 运行的 CTA 分块 %1</translation>
    </message>
    <message>
        <source>Open design %1</source>
        <translation>打开设计 %1</translation>
    </message>
</context>
<context>
    <name>ll::gui::DesignerWidget</name>
    <message>
        <source>TiledMMA</source>
        <translation>TiledMMA</translation>
    </message>
    <message>
        <source>TV layout</source>
        <translation>TV 布局</translation>
    </message>
    <message>
        <source>TiledCopy</source>
        <translation>TiledCopy</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Open design…</source>
        <translation>打开设计…</translation>
    </message>
    <message>
        <source>Save design…</source>
        <translation>保存设计…</translation>
    </message>
    <message>
        <source>LayoutLab designs (*.%1)</source>
        <translation>LayoutLab 设计 (*.%1)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>无法保存设计</translation>
    </message>
</context>
<context>
    <name>ll::gui::DocumentView</name>
    <message>
        <source>Combine %1 (target) with %2 (dropped)</source>
        <translation>将 %1（目标）与 %2（拖入）组合</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuRunPanel</name>
    <message>
        <source>The GEMM&apos;s CTA tile MxNxK: each CTA repeats the TiledMMA&apos;s tile over it (outlined on C)</source>
        <translation>GEMM 的 CTA 分块 MxNxK：每个 CTA 在其上重复 TiledMMA 的分块（在 C 上以轮廓标出）</translation>
    </message>
    <message>
        <source>Run on GPU</source>
        <translation>在 GPU 上运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation>导入结果…</translation>
    </message>
    <message>
        <source>Mainloop:</source>
        <translation>主循环：</translation>
    </message>
    <message>
        <source>CTA tile:</source>
        <translation>CTA 分块：</translation>
    </message>
    <message>
        <source>M = N = K:</source>
        <translation>M = N = K：</translation>
    </message>
    <message>
        <source>This build has no GPU module: run the command below on a GPU machine and import its JSON.</source>
        <translation>此构建不含 GPU 模块：请在有 GPU 的机器上运行下面的命令，然后导入其 JSON。</translation>
    </message>
    <message>
        <source>Import GPU results</source>
        <translation>导入 GPU 结果</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%1 TFLOP/s · %2% of cuBLAS</source>
        <translation>%1 TFLOP/s · 达到 cuBLAS 的 %2%</translation>
    </message>
    <message>
        <source>No GPU module in this build. On a GPU machine run:
%1
and import results.json here.</source>
        <translation>此构建不含 GPU 模块。请在有 GPU 的机器上运行：
%1
然后在此处导入 results.json。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
</context>
<context>
    <name>ll::gui::GpuSweepMap</name>
    <message>
        <source>wrong</source>
        <translation>结果错误</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, %2% of cuBLAS</source>
        <translation>%1 TFLOP/s，达到 cuBLAS 的 %2%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5
%6
Click to load this configuration.</source>
        <translation>%1 %2 %3 %4 %5
%6
单击以加载此配置。</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutCard</name>
    <message>
        <source>Card name (used in expressions and the console)</source>
        <translation>卡片名称（用于表达式和控制台）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the expression</source>
        <translation>复制表达式</translation>
    </message>
    <message>
        <source>Step through…</source>
        <translation>分步演示…</translation>
    </message>
    <message>
        <source>Export as</source>
        <translation>导出为</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>创建卡片副本</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>删除卡片</translation>
    </message>
    <message>
        <source>CuTe notation, e.g. (4,(2,3)):(1,(4,8))</source>
        <translation>CuTe 记法，例如 (4,(2,3)):(1,(4,8))</translation>
    </message>
    <message>
        <source>Double-click an extent or stride to edit it; drag a mode onto a neighbour&apos;s edge to reorder, onto its middle to group, out of its group to flatten; right-click to split.</source>
        <translation>双击大小或步长可进行编辑；将模式拖到相邻模式的边缘可重新排序，拖到其中间可组合，拖出所在的组可展平；右键单击可拆分。</translation>
    </message>
    <message>
        <source>Computing the grid of %1 cells in the background…</source>
        <translation>正在后台计算包含 %1 个单元格的网格…</translation>
    </message>
    <message>
        <source>The result of %1; cells are coloured by the operand element they came from</source>
        <translation>%1 的结果；单元格按其来源的操作数元素着色</translation>
    </message>
    <message>
        <source>size %1, %2 × %3%4</source>
        <translation>大小 %1，%2 × %3%4</translation>
    </message>
    <message>
        <source> × %1 slabs</source>
        <translation> × %1 层</translation>
    </message>
    <message>
        <source>Split by a divisor…</source>
        <translation>按除数拆分…</translation>
    </message>
    <message>
        <source>Flatten this group</source>
        <translation>展平此组</translation>
    </message>
    <message>
        <source>Group with the next mode</source>
        <translation>与下一个模式组合</translation>
    </message>
    <message>
        <source>Name this mode…</source>
        <translation>命名此模式…</translation>
    </message>
    <message>
        <source>Split mode</source>
        <translation>拆分模式</translation>
    </message>
    <message>
        <source>Split %1 into (q, %1/q) with q =</source>
        <translation>将 %1 拆分为 (q, %1/q)，q =</translation>
    </message>
    <message>
        <source>Copy picture</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <source>size %1: %2 × %3, shown as %4 × %5 blocks of %6 × %7 cells (each block shows its first cell)</source>
        <translation>大小 %1：%2 × %3，显示为 %4 × %5 个块，每块 %6 × %7 个单元格（每块显示其第一个单元格）</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>ll::gui::LayoutGridView</name>
    <message>
        <source>mode %1</source>
        <translation>模式 %1</translation>
    </message>
    <message>
        <source>modes %1..%2</source>
        <translation>模式 %1..%2</translation>
    </message>
    <message>
        <source>%1 %2%3 %4</source>
        <translation>%1 %2%3 %4</translation>
    </message>
    <message>
        <source>rows ↓</source>
        <translation>行 ↓</translation>
    </message>
    <message>
        <source>columns →</source>
        <translation>列 →</translation>
    </message>
    <message>
        <source>slabs</source>
        <translation>层</translation>
    </message>
    <message>
        <source>coordinate %1 = %2 → index %3</source>
        <translation>坐标 %1 = %2 → 索引 %3</translation>
    </message>
    <message numerus="yes">
        <source>  (%n cells share this index)</source>
        <translation>
            <numerusform>  （%n 个单元格共享此索引）</numerusform>
        </translation>
    </message>
    <message>
        <source>index %1: no coordinate maps here</source>
        <translation>索引 %1：没有坐标映射到此处</translation>
    </message>
    <message numerus="yes">
        <source>index %1 ← %n coordinate(s)</source>
        <translation>
            <numerusform>索引 %1 ← %n 个坐标</numerusform>
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
        <translation>LayoutLab</translation>
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
        <translation>分步演示</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Type a layout, drag modes in the strip, drag a card&apos;s ⠿ handle onto another card.</source>
        <translation>输入布局，在模式条中拖动模式，或将卡片的 ⠿ 手柄拖到另一张卡片上。</translation>
    </message>
    <message>
        <source>layoutlab-cli eval &apos;%1&apos;</source>
        <translation>layoutlab-cli eval &apos;%1&apos;</translation>
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
        <translation>未命名.layoutlab</translation>
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
        <translation>%1%2 — LayoutLab</translation>
    </message>
    <message>
        <source>%1 (typed, no operation to step through)</source>
        <translation>%1（直接输入，没有可分步演示的操作）</translation>
    </message>
    <message>
        <source>Drop another card onto this one to combine them, then step through the result.</source>
        <translation>将另一张卡片拖放到这张卡片上进行组合，然后分步演示其结果。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>No export format %1</source>
        <translation>没有导出格式 %1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
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
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
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
        <translation>Ctrl+K</translation>
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
        <translation>索引（结果卡片：操作数元素）</translation>
    </message>
    <message>
        <source>Mode %1 coordinate</source>
        <translation>模式 %1 的坐标</translation>
    </message>
    <message>
        <source>Flat coordinate component %1</source>
        <translation>扁平坐标分量 %1</translation>
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
        <translation>显示陪域条(&amp;D)</translation>
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
        <translation>全屏显示分步演示，大字体、高对比度；按 Esc 退出</translation>
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
        <translation>课程.lesson.json</translation>
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
        <translation>LayoutLab %1：NVIDIA CuTe 布局浏览器。每个值都按 CuTe 的方式计算；每个操作都有对应的 `layoutlab-cli eval` 表达式。</translation>
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
        <translation>English</translation>
    </message>
    <message>
        <source>The new language takes effect when LayoutLab next starts.</source>
        <translation>新的语言将在 LayoutLab 下次启动时生效。</translation>
    </message>
    <message>
        <source>Copied the picture of %1</source>
        <translation>已复制 %1 的图片</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>&amp;Export card as</source>
        <translation>导出卡片为(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy card picture</source>
        <translation>复制卡片图片(&amp;C)</translation>
    </message>
    <message>
        <source>Export lesson as &amp;PDF…</source>
        <translation>将课程导出为 &amp;PDF…</translation>
    </message>
    <message>
        <source>Export lesson as PDF</source>
        <translation>将课程导出为 PDF</translation>
    </message>
    <message>
        <source>The stepper has no steps: open a lesson first.</source>
        <translation>步进器中没有步骤：请先打开一个课程。</translation>
    </message>
    <message>
        <source>lesson.pdf</source>
        <translation>课程.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>&amp;Built-in lessons</source>
        <translation>内置课程(&amp;B)</translation>
    </message>
</context>
<context>
    <name>ll::gui::ModeStrip</name>
    <message>
        <source>mode %1</source>
        <translation>模式 %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>ll::gui::PresentationWindow</name>
    <message>
        <source>LayoutLab — presentation</source>
        <translation>LayoutLab — 演示</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished">%1 = %2</translation>
    </message>
</context>
<context>
    <name>ll::gui::SmemView</name>
    <message>
        <source>ldmatrix.x1 (N)</source>
        <translation>ldmatrix.x1 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x2 (N)</source>
        <translation>ldmatrix.x2 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x4 (N)</source>
        <translation>ldmatrix.x4 (N)</translation>
    </message>
    <message>
        <source>ldmatrix.x1.trans (T)</source>
        <translation>ldmatrix.x1.trans (T)</translation>
    </message>
    <message>
        <source>ldmatrix.x2.trans (T)</source>
        <translation>ldmatrix.x2.trans (T)</translation>
    </message>
    <message>
        <source>ldmatrix.x4.trans (T)</source>
        <translation>ldmatrix.x4.trans (T)</translation>
    </message>
    <message>
        <source>ld.shared 32-bit</source>
        <translation>ld.shared 32 位</translation>
    </message>
    <message>
        <source>ld.shared 64-bit</source>
        <translation>ld.shared 64 位</translation>
    </message>
    <message>
        <source>ld.shared 128-bit</source>
        <translation>ld.shared 128 位</translation>
    </message>
    <message>
        <source>st.shared 32-bit</source>
        <translation>st.shared 32 位</translation>
    </message>
    <message>
        <source>st.shared 64-bit</source>
        <translation>st.shared 64 位</translation>
    </message>
    <message>
        <source>st.shared 128-bit</source>
        <translation>st.shared 128 位</translation>
    </message>
    <message>
        <source>cp.async 128-bit (smem write)</source>
        <translation>cp.async 128 位（写入 smem）</translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Smem layout (rows, cols)</source>
        <translation>共享内存布局（行，列）</translation>
    </message>
    <message>
        <source>Swizzle&lt;B,M,S&gt; (B = 0: none)</source>
        <translation>Swizzle&lt;B,M,S&gt;（B = 0：无）</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>访问方式</translation>
    </message>
    <message>
        <source>Bank of each element</source>
        <translation>每个元素所在的存储体</translation>
    </message>
    <message>
        <source>Distinct words per bank, per phase</source>
        <translation>每个阶段中每个存储体访问的不同字数</translation>
    </message>
    <message>
        <source>tile too large to draw (at most 16384 elements)</source>
        <translation>分块太大，无法绘制（最多 16384 个元素）</translation>
    </message>
    <message>
        <source>%1 wavefronts per instruction (ideal %2), conflict degree %3-way over %4 phases%5</source>
        <translation>每条指令 %1 个 wavefront（理想值 %2），%4 个阶段中的冲突度为 %3 路%5</translation>
    </message>
    <message>
        <source>; some vectors are not contiguous in smem</source>
        <translation>；部分向量在共享内存中不连续</translation>
    </message>
</context>
<context>
    <name>ll::gui::StepperPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Full screen, large fonts, high contrast; arrow keys step, Esc leaves</source>
        <translation>全屏、大字体、高对比度；方向键切换步骤，按 Esc 退出</translation>
    </message>
    <message>
        <source>No steps yet: drop one card onto another, or choose Step through… on a result card</source>
        <translation>尚无步骤：将一张卡片拖放到另一张上，或在结果卡片上选择“分步演示…”</translation>
    </message>
    <message>
        <source>value: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>your answer: a layout, an integer, a tuple or an expression</source>
        <translation>你的答案：布局、整数、元组或表达式</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Type your answer first.</source>
        <translation>请先输入你的答案。</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledCopyView</name>
    <message>
        <source>make_tiled_copy_A (the TiledMMA&apos;s A)</source>
        <translation>make_tiled_copy_A（TiledMMA 的 A）</translation>
    </message>
    <message>
        <source>make_tiled_copy_B (the TiledMMA&apos;s B)</source>
        <translation>make_tiled_copy_B（TiledMMA 的 B）</translation>
    </message>
    <message>
        <source>make_tiled_copy_C (the TiledMMA&apos;s C)</source>
        <translation>make_tiled_copy_C（TiledMMA 的 C）</translation>
    </message>
    <message>
        <source>make_tiled_copy(atom, thread layout, value layout)</source>
        <translation>make_tiled_copy(atom, 线程布局, 值布局)</translation>
    </message>
    <message>
        <source>Copy operation:</source>
        <translation>拷贝操作：</translation>
    </message>
    <message>
        <source>Value type:</source>
        <translation>值类型：</translation>
    </message>
    <message>
        <source>Built by:</source>
        <translation>构建方式：</translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation>线程布局：</translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation>值布局：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Pairing with the TiledMMA&apos;s %1: %2 threads, %3 with a different set of elements, %4 with the same set in another register order</source>
        <translation>与 TiledMMA 的 %1 配对：%2 个线程，其中 %3 个持有的元素集合不同，%4 个持有相同的集合但寄存器顺序不同</translation>
    </message>
    <message>
        <source>Src and Dst: %1 threads over a %2 × %3 tile</source>
        <translation>Src 和 Dst：%1 个线程覆盖 %2 × %3 的分块</translation>
    </message>
</context>
<context>
    <name>ll::gui::TiledMmaDesigner</name>
    <message>
        <source>%1
D A B C: %2
Shape_MNK: %3%4</source>
        <translation>%1
D A B C：%2
Shape_MNK：%3%4</translation>
    </message>
    <message>
        <source>
(view only)</source>
        <translation>
（仅供查看）</translation>
    </message>
    <message>
        <source>Search atoms, e.g. 16x8x16 F16</source>
        <translation>搜索原子，例如 16x8x16 F16</translation>
    </message>
    <message>
        <source>All architectures</source>
        <translation>所有架构</translation>
    </message>
    <message>
        <source>All input types</source>
        <translation>所有输入类型</translation>
    </message>
    <message>
        <source>MMA atom</source>
        <translation>MMA 原子</translation>
    </message>
    <message>
        <source>make_tiled_mma</source>
        <translation>make_tiled_mma</translation>
    </message>
    <message>
        <source>Fewer atoms along %1</source>
        <translation>减少沿 %1 的原子数</translation>
    </message>
    <message>
        <source>More atoms along %1</source>
        <translation>增加沿 %1 的原子数</translation>
    </message>
    <message>
        <source>Atoms along %1:</source>
        <translation>沿 %1 的原子数：</translation>
    </message>
    <message>
        <source>none, 32x32x16, or (16,2):(1,32)x32x16</source>
        <translation>none、32x32x16 或 (16,2):(1,32)x32x16</translation>
    </message>
    <message>
        <source>PermutationMNK: one tile per mode, separated by x: an integer, _ or a layout</source>
        <translation>PermutationMNK：每个模式一个分块，以 x 分隔：整数、_ 或布局</translation>
    </message>
    <message>
        <source>Permutation:</source>
        <translation>置换：</translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation>MN → TV：每个元素的所有者</translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation>TV → MN：每个线程持有的元素</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Copy C++</source>
        <translation>复制 C++</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>C++ (compiles against CuTe):</source>
        <translation>C++（可基于 CuTe 编译）：</translation>
    </message>
    <message>
        <source>Load GPU run %1 %2</source>
        <translation>加载 GPU 运行 %1 %2</translation>
    </message>
    <message>
        <source>%1 threads (%2 warps), tile M×N×K = %3×%4×%5%6</source>
        <translation>%1 个线程（%2 个线程束），分块 M×N×K = %3×%4×%5%6</translation>
    </message>
    <message>
        <source>. GMMA: A and B are read from shared memory by descriptor; the picture shows the accumulator C.</source>
        <translation>。GMMA：A 和 B 通过描述符从共享内存读取；图中显示的是累加器 C。</translation>
    </message>
    <message>
        <source>Canonical shared-memory layout atoms the descriptor expects (element units):
%1</source>
        <translation>描述符要求的规范共享内存布局原子（以元素为单位）：
%1</translation>
    </message>
    <message>
        <source>CTA tile %1×%2 = %3×%4 TiledMMA tiles of %5×%6</source>
        <translation>CTA 分块 %1×%2 = %3×%4 个 %5×%6 的 TiledMMA 分块</translation>
    </message>
    <message>
        <source> (mini-map 1:%1)</source>
        <translation>（缩略图 1:%1）</translation>
    </message>
</context>
<context>
    <name>ll::gui::TritonPanel</name>
    <message>
        <source>optional (one CTA)</source>
        <translation>可选（单个 CTA）</translation>
    </message>
    <message>
        <source>sizePerThread</source>
        <translation>sizePerThread</translation>
    </message>
    <message>
        <source>threadsPerWarp</source>
        <translation>threadsPerWarp</translation>
    </message>
    <message>
        <source>warpsPerCTA</source>
        <translation>warpsPerCTA</translation>
    </message>
    <message>
        <source>order</source>
        <translation>order</translation>
    </message>
    <message>
        <source>CTAsPerCGA</source>
        <translation>CTAsPerCGA</translation>
    </message>
    <message>
        <source>CTASplitNum</source>
        <translation>CTASplitNum</translation>
    </message>
    <message>
        <source>CTAOrder</source>
        <translation>CTAOrder</translation>
    </message>
    <message>
        <source>Tensor shape</source>
        <translation>张量形状</translation>
    </message>
    <message>
        <source>Owning thread (lane + warp * 32) of each element</source>
        <translation>每个元素的所有者线程（lane + warp * 32）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the grid draws rank-2 tensors only</source>
        <translation>网格只能绘制秩为 2 的张量</translation>
    </message>
    <message>
        <source>CuTe TV layout (thread, value) -&gt; row + rows * col: %1</source>
        <translation>CuTe TV 布局 (thread, value) -&gt; row + rows * col：%1</translation>
    </message>
    <message>
        <source>No CuTe equivalent: %1</source>
        <translation>没有等价的 CuTe 表示：%1</translation>
    </message>
</context>
<context>
    <name>ll::gui::TvLayoutCard</name>
    <message>
        <source>TV layout and the data layout it indexes</source>
        <translation>TV 布局及其索引的数据布局</translation>
    </message>
    <message>
        <source>Thread layout × value layout (make_layout_tv)</source>
        <translation>线程布局 × 值布局（make_layout_tv）</translation>
    </message>
    <message>
        <source>(thread, value) -&gt; index, e.g. ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))</source>
        <translation>(线程, 值) -&gt; 索引，例如 ((_2,_4),(_2,_2)):((_8,_1),(_4,_16))</translation>
    </message>
    <message>
        <source>(m, n) -&gt; index: the data tile, e.g. (_4,_8):(_8,_1) row-major</source>
        <translation>(m, n) -&gt; 索引：数据分块，例如 (_4,_8):(_8,_1)（行主序）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Flag elements owned twice or never</source>
        <translation>标记被重复拥有或无人拥有的元素</translation>
    </message>
    <message>
        <source>MN → TV: who owns each element</source>
        <translation>MN → TV：每个元素的所有者</translation>
    </message>
    <message>
        <source>TV → MN: what each thread holds</source>
        <translation>TV → MN：每个线程持有的元素</translation>
    </message>
    <message>
        <source>Build from:</source>
        <translation>构建自：</translation>
    </message>
    <message>
        <source>TV layout:</source>
        <translation>TV 布局：</translation>
    </message>
    <message>
        <source>Data layout (m,n):</source>
        <translation>数据布局 (m,n)：</translation>
    </message>
    <message>
        <source>Thread layout:</source>
        <translation>线程布局：</translation>
    </message>
    <message>
        <source>Value layout:</source>
        <translation>值布局：</translation>
    </message>
    <message>
        <source>Slice tv(t,_), t =</source>
        <translation>切片 tv(t,_)，t =</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>make_layout_tv: tiler_mn = %1, layout_tv = %2</source>
        <translation>make_layout_tv：tiler_mn = %1，layout_tv = %2</translation>
    </message>
    <message>
        <source>%1 threads × %2 values over a %3 × %4 tile</source>
        <translation>%1 个线程 × %2 个值，覆盖 %3 × %4 的分块</translation>
    </message>
    <message>
        <source>Owned twice: %1   never: %2   outside the tile: %3</source>
        <translation>重复拥有：%1   无人拥有：%2   在分块之外：%3</translation>
    </message>
    <message>
        <source>tv(%1,_) = %2, starting at index %3</source>
        <translation>tv(%1,_) = %2，从索引 %3 开始</translation>
    </message>
</context>
<context>
    <name>ll::gui::TvSceneView</name>
    <message>
        <source>%1thread %2, value %3: outside the tile</source>
        <translation>%1线程 %2，值 %3：在分块之外</translation>
    </message>
    <message>
        <source>%1thread %2, value %3 (register %3) -&gt; (%4,%5) = (%6,%7)</source>
        <translation>%1线程 %2，值 %3（寄存器 %3）-&gt; (%4,%5) = (%6,%7)</translation>
    </message>
    <message>
        <source>(%1,%2) = (%3,%4)</source>
        <translation>(%1,%2) = (%3,%4)</translation>
    </message>
    <message>
        <source>%1%2: owned by no thread</source>
        <translation>%1%2：不属于任何线程</translation>
    </message>
    <message>
        <source>thread %1 value %2 (register %2)</source>
        <translation>线程 %1 值 %2（寄存器 %2）</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>thread %1 value %2</source>
        <translation>线程 %1 值 %2</translation>
    </message>
    <message>
        <source>CTA tile (m,n) = (%1,%2), in TiledMMA tile (%3,%4): owned as C (%5,%6): %7</source>
        <translation>CTA 分块 (m,n) = (%1,%2)，位于 TiledMMA 分块 (%3,%4)：作为 C (%5,%6) 的所有者：%7</translation>
    </message>
    <message>
        <source>no thread</source>
        <translation>无线程</translation>
    </message>
</context>
</TS>
